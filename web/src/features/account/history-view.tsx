import type { HistorySearch } from '@typetest/events/applicant';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import useSWRInfinite from 'swr/infinite';
import { messageOf } from '../../shared/api-client.ts';
import { SessionEndedError } from '../../shared/session/account-client.ts';
import type { Company } from '../../shared/session/company.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { AccountSubPage } from './account-sub-page.tsx';
import { searchHistory, type HistoryPage } from './applicant-calls.ts';
import { browserTimeZone, hasMoreResults, historyPageKey, resultsOf, type HistoryPageKey } from './history-pages.ts';
import { ResultCard } from './result-card.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

/** SPEC 9: the name or e-mail search waits this long after the last key before asking. */
export const searchDebounceMs = 500;

interface HistoryViewProps {
  company: Company;
  onMenu: () => void;
  /** One page of results (the API call; a test's stand-in). */
  search?: (search: HistorySearch) => Promise<HistoryPage>;
}

/**
 * SPEC 2's Applicant results & history: search by date (the company's day) and by name or
 * e-mail, the results as cards, newest first, ten at a time with "View more results".
 */
export function HistoryView({ company, onMenu, search = searchHistory }: HistoryViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const [date, setDate] = useState('');
  const [text, setText] = useState('');
  const textSearch = useDebouncedValue(text.trim(), searchDebounceMs);
  const timeZone = useMemo(browserTimeZone, []);
  const pages = useSWRInfinite(
    historyPageKey(company.companyId, { dateSearch: date, textSearch, timeZone }),
    ([, , criteria]: HistoryPageKey) => search(criteria),
    // Earlier pages stay as loaded when the next one comes; a new search starts again at the first.
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
  const results = resultsOf(pages.data);
  const loadingMore = pages.size > (pages.data?.length ?? 0) && pages.data !== undefined && !pages.error;

  // "View more results" may vanish with the last page: the first new card's heading takes the focus instead.
  const firstNew = useRef<HTMLHeadingElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom !== null && results.length > focusFrom) {
      firstNew.current?.focus();
      setFocusFrom(null);
    }
  }, [focusFrom, results.length]);

  /** A new search starts at its first page: no card of it is "new" to focus. */
  function searchFor(set: (value: string) => void, value: string) {
    setFocusFrom(null);
    set(value);
  }

  function viewMore() {
    setFocusFrom(results.length);
    void pages.setSize(pages.size + 1);
  }

  const failed = pages.error && !(pages.error instanceof SessionEndedError) ? messageOf(pages.error) : '';

  return (
    <AccountSubPage title={t('account.menu.history')} onMenu={onMenu}>
      <div role="search" className="account-history__search" aria-label={t('account.history.search')}>
        <div className="account-history__date">
          <TextField
            id={`${id}-date`}
            className="account-history__date-field"
            type="date"
            label={t('account.history.searchByDate')}
            value={date}
            onChange={(event) => searchFor(setDate, event.currentTarget.value)}
          />
          <Button disabled={date === ''} onClick={() => searchFor(setDate, '')}>
            {t('account.history.clearDate')}
          </Button>
        </div>
        <TextField
          type="search"
          label={t('account.history.searchByNameOrEmail')}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => searchFor(setText, event.currentTarget.value)}
        />
      </div>
      {pages.data === undefined ? (
        failed ? (
          <Notice tone="error">
            <p>{failed}</p>
            <Button onClick={() => void pages.mutate()}>{t('account.tryAgain')}</Button>
          </Notice>
        ) : (
          <Skeleton heading lines={4} label={t('account.history.loading')} />
        )
      ) : results.length === 0 ? (
        <p role="status" className="account-history__none">
          {t('account.history.noResults')}
        </p>
      ) : (
        <ul className="account-history__results">
          {results.map((result, index) => (
            // Pages are only ever appended, so a result keeps its place (and its key) as more load.
            <li key={index}>
              <ResultCard result={result} headingRef={index === focusFrom ? firstNew : undefined} />
            </li>
          ))}
        </ul>
      )}
      {pages.data !== undefined && failed && (
        <Notice tone="error">
          <p>{failed}</p>
          <Button onClick={() => void pages.mutate()}>{t('account.tryAgain')}</Button>
        </Notice>
      )}
      {hasMoreResults(pages.data) && (
        <div className="ui-actions">
          <Button busy={loadingMore} onClick={viewMore}>
            {t('account.history.viewMore')}
          </Button>
        </div>
      )}
    </AccountSubPage>
  );
}
