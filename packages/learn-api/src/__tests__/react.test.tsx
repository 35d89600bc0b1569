import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createLearnClient } from '../client.ts';
import { LearnClientProvider, useLearnClient } from '../react.tsx';

function ShowBaseUrl() {
  return <span>{useLearnClient().baseUrl}</span>;
}

describe('LearnClientProvider', () => {
  it('provides the client', () => {
    const client = createLearnClient({ baseUrl: 'https://react.learn.test', token: 't' });
    expect(
      renderToString(
        <LearnClientProvider client={client}>
          <ShowBaseUrl />
        </LearnClientProvider>,
      ),
    ).toBe('<span>https://react.learn.test</span>');
  });

  it('says what is missing outside a provider', () => {
    expect(() => renderToString(<ShowBaseUrl />)).toThrow(
      'useLearnClient() must be used inside <LearnClientProvider client={…}>',
    );
  });
});
