import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { contentTreeQueryOptions, useLearnClient, type ContentTreeArgs } from '@tools/learn-api';

/**
 * A course's content tree through the shared walker query (one cache entry per platform,
 * course, root and field set), plus how many items the walk has read so far.
 */
export function useContentTree(args: Omit<ContentTreeArgs, 'onProgress'>) {
  const client = useLearnClient();
  const [itemsRead, setItemsRead] = useState(0);
  const query = useQuery(contentTreeQueryOptions(client, { ...args, onProgress: (p) => setItemsRead(p.items) }));
  return { query, itemsRead, host: client.baseUrl };
}
