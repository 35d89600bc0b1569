import { createContext, useContext, type ReactNode } from 'react';
import type { LearnClient } from './client.ts';

const LearnClientContext = createContext<LearnClient | null>(null);

/** Makes one Learn client (built by the shell from the launch) available to a tool's screens. */
export function LearnClientProvider({ client, children }: { client: LearnClient; children?: ReactNode }) {
  return <LearnClientContext.Provider value={client}>{children}</LearnClientContext.Provider>;
}

export function useLearnClient(): LearnClient {
  const client = useContext(LearnClientContext);
  if (!client) throw new Error('useLearnClient() must be used inside <LearnClientProvider client={…}>');
  return client;
}
