import type { ReactNode } from 'react';
import { TabList } from '@/shared/components/tab-list';
import { useLoggedError } from '@/shared/lib/use-logged-error';
import { type Quote, useQuotes } from '../api/get-quotes';
import { QuoteCard } from './quote-card';

/** Business → Quoted tab: every quote the business sent, newest first, with its state. */
export function SentQuotes({ renderConversations }: { renderConversations?: (quote: Quote) => ReactNode } = {}) {
  const { data, error, isLoading } = useQuotes();
  useLoggedError(error, 'Loading quotes failed');
  const quotes = data?.quotes ?? [];
  return (
    <TabList
      title="Quoted"
      isLoading={isLoading}
      isEmpty={quotes.length === 0}
      loadingText="Loading your Quotes"
      emptyText="No quoted Jobs found"
    >
      {quotes.map((quote) => (
        <QuoteCard key={quote.id} quote={quote} conversations={renderConversations?.(quote)} />
      ))}
    </TabList>
  );
}
