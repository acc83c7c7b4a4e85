import {
  comparedResults,
  historyFilters,
  historySorts,
  statusFilters,
  type HistoryExport,
  type HistoryFilter,
  type HistorySearch,
  type HistorySort,
  type ResultEntry,
  type ResultStatus,
  type SetResultStatusRequest,
  type StatusFilter,
} from '@typetest/events/applicant';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import useSWRInfinite from 'swr/infinite';
import { messageOf } from '../../shared/api-client.ts';
import { SessionEndedError } from '../../shared/session/account-client.ts';
import type { Company } from '../../shared/session/company.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Notice } from '../../shared/ui/notice.tsx';
import { notify } from '../../shared/ui/notify.ts';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { AccountSubPage } from './account-sub-page.tsx';
import { searchOf } from './account-view.ts';
import { exportHistory, searchHistory, type HistoryPage } from './applicant-calls.ts';
import { hasMoreResults, historyPageKey, resultsOf, type HistoryPageKey } from './history-pages.ts';
import { historyPlaceOf, historyQueryOf, type HistoryPlace } from './history-place.ts';
import { ResultsTable } from './results-table.tsx';
import { setResultStatus } from './result/result-decision-calls.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { saveFile } from '../../shared/save-file.ts';

/** docs/product.md §9: the name or e-mail search waits this long after the last key before asking. */
export const searchDebounceMs = 500;

interface HistoryViewProps {
  company: Company;
  onMenu: () => void;
  /** "View result" on a row: that applicant's result (the applicant's id). */
  onViewResult: (applicantId: string) => void;
  /** One page of results (the API call; a test's stand-in). */
  search?: (search: HistorySearch) => Promise<HistoryPage>;
  /** The CSV file of the list as searched (the API call; a test's stand-in). */
  download?: (criteria: HistoryExport) => Promise<{ file: Blob; fileName: string | undefined }>;
  /** "Compare" with 2 to 4 results ticked: those results side by side (their ids, in the list's order). */
  onCompare?: (applicantIds: readonly string[]) => void;
  /** Sets a result's status (the API call; a test's stand-in). */
  saveStatus?: (request: SetResultStatusRequest) => Promise<void>;
}

/**
 * docs/product.md §2's Applicant results & history: search by date (the company's day) and by name or e-mail,
 * sorted by date, WPM or accuracy and filtered by the pass mark or flags; a compact table, ten at
 * a time with "View more results", and the whole list as a CSV file.
 */
export function HistoryView({ company, onMenu, onViewResult, search = searchHistory, download = exportHistory, onCompare, saveStatus = setResultStatus }: HistoryViewProps) {
  const { t } = useTranslation();
  const id = useId();
  // The list's search, order and pages are the address's (history-place.ts): Back, a reload or a bookmark shows this list.
  const [address, setAddress] = useSearchParams();
  const { state: entryState } = useLocation();
  const place = historyPlaceOf(address);
  const { date, sort } = place;
  const [text, setText] = useState(place.text);
  const [exporting, setExporting] = useState(false);
  const textSearch = useDebouncedValue(text.trim(), searchDebounceMs);
  // The address moved under the list, not by typing (Back or Forward between two searches): the field follows it.
  const [addressText, setAddressText] = useState(place.text);
  if (place.text !== addressText) {
    setAddressText(place.text);
    if (place.text !== textSearch) setText(place.text);
  }
  const hasPassMark = company.minimumWpm !== null || company.minimumAccuracy !== null;
  const filters: readonly HistoryFilter[] = hasPassMark ? historyFilters : historyFilters.filter((choice) => choice === 'all' || choice === 'flagged');
  // A bookmark of "passed" from before the pass mark was removed: every result.
  const filter = filters.includes(place.filter) ? place.filter : 'all';
  // SWR reads it once; later the effect below keeps the count to the address.
  const [initialSize] = useState(place.pages);
  // Any status is the API's default: the call carries a status only when one is chosen.
  const criteria: HistoryExport = {
    dateSearch: date,
    textSearch: place.text,
    timeZone: company.timeZone,
    sort,
    filter,
    ...(place.status === 'any' ? {} : { status: place.status }),
  };
  // The results ticked to compare, in the order ticked; a new search keeps them (a comparison may span searches).
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const pages = useSWRInfinite(
    historyPageKey(company.companyId, criteria),
    ([, , asked]: HistoryPageKey) => search(asked),
    // Earlier pages stay as loaded when the next one comes; a new search starts again at the first.
    // Opened again (back from a result just reviewed), every loaded page is asked again, however
    // soon (no deduping): a verdict shown from the cache would still say "Needs review".
    { revalidateOnFocus: false, revalidateFirstPage: false, revalidateOnMount: true, dedupingInterval: 0, initialSize },
  );
  const { size, setSize } = pages;
  // The address says how many pages are loaded (SWR would keep a count from an earlier search of the same words).
  useEffect(() => {
    if (size !== place.pages) void setSize(place.pages);
  }, [size, setSize, place.pages]);

  /** Another list: the address changes in place (Back leaves the list, not each search), at its first page; the entry keeps its state (where it was opened from). */
  function move(changes: Partial<HistoryPlace>) {
    setAddress((current) => new URLSearchParams(searchOf('history', historyQueryOf({ ...historyPlaceOf(current), pages: 1, ...changes }))), {
      replace: true,
      state: entryState,
    });
  }

  // The name or e-mail typed goes into the address once the typing pauses, as the search does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new pause in the typing moves the list, not an address changed otherwise
  useEffect(() => {
    if (textSearch !== place.text) move({ text: textSearch });
  }, [textSearch]);
  const results = resultsOf(pages.data);
  const loadingMore = pages.size > (pages.data?.length ?? 0) && pages.data !== undefined && !pages.error;

  // "View more results" may vanish with the last page: the first new row's name takes the focus instead.
  const firstNew = useRef<HTMLElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom !== null && results.length > focusFrom) {
      firstNew.current?.focus();
      setFocusFrom(null);
    }
  }, [focusFrom, results.length]);

  /** A new search starts at its first page: no row of it is "new" to focus. */
  function searchFor(changes: Partial<HistoryPlace>) {
    setFocusFrom(null);
    move(changes);
  }

  function viewMore() {
    setFocusFrom(results.length);
    move({ pages: place.pages + 1 });
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const { file, fileName } = await download(criteria);
      saveFile(file, fileName ?? 'typetest-results.csv');
      notify.success(t('account.history.exported'));
    } catch (error) {
      if (!(error instanceof SessionEndedError)) notify.error(messageOf(error));
    } finally {
      setExporting(false);
    }
  }

  /** A row's status, chosen in place: saved, then the loaded pages asked again (a filter or an order by status may move it). */
  async function chooseStatus(result: ResultEntry, status: ResultStatus | null) {
    try {
      await saveStatus({ applicantId: result.applicantId, status });
      notify.success(t('account.history.statusSaved', { name: result.fullName, status: t(`account.status.${status ?? 'none'}`) }));
    } catch (error) {
      if (!(error instanceof SessionEndedError)) notify.error(messageOf(error));
    }
    await pages.mutate();
  }

  const compare = {
    selected: new Set(ticked),
    full: ticked.length >= comparedResults.max,
    onToggle: (applicantId: string, on: boolean) =>
      setTicked((current) => (on ? [...current.filter((tick) => tick !== applicantId), applicantId] : current.filter((tick) => tick !== applicantId))),
  };
  const canCompare = ticked.length >= comparedResults.min && ticked.length <= comparedResults.max;

  const failed = pages.error && !(pages.error instanceof SessionEndedError) ? messageOf(pages.error) : '';

  return (
    <AccountSubPage title={t('account.menu.history')} onMenu={onMenu}>
      <div className="account-history">
        {/* biome-ignore lint/a11y/useSemanticElements: a <search> element would need a polyfill for older Safari; the role says the same */}
        <div role="search" className="account-history__search" aria-label={t('account.history.search')}>
          <div className="account-history__date">
            <TextField
              id={`${id}-date`}
              className="account-history__date-field"
              type="date"
              label={t('account.history.searchByDate')}
              value={date}
              onChange={(event) => searchFor({ date: event.currentTarget.value })}
            />
            <Button disabled={date === ''} onClick={() => searchFor({ date: '' })}>
              {t('account.history.clearDate')}
            </Button>
          </div>
          <TextField
            type="search"
            label={t('account.history.searchByNameOrEmail')}
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(event) => {
              setFocusFrom(null);
              setText(event.currentTarget.value);
            }}
          />
          <SelectField
            label={t('account.history.sortBy')}
            value={sort}
            options={historySorts.map((value) => ({ value, label: t(`account.history.sort.${value}`) }))}
            onChange={(event) => searchFor({ sort: event.currentTarget.value as HistorySort })}
          />
          <SelectField
            label={t('account.history.show')}
            value={filter}
            options={filters.map((value) => ({ value, label: t(`account.history.filter.${value}`) }))}
            onChange={(event) => searchFor({ filter: event.currentTarget.value as HistoryFilter })}
          />
          <SelectField
            label={t('account.status.label')}
            value={place.status}
            options={statusFilters.map((value) => ({ value, label: t(`account.history.statusFilter.${value}`) }))}
            onChange={(event) => searchFor({ status: event.currentTarget.value as StatusFilter })}
          />
        </div>
        <div className="account-history__bar">
          <p className="account-history__zone">{t('account.history.timeZoneNote', { timeZone: company.timeZone })}</p>
          <Button busy={exporting} onClick={() => void exportCsv()}>
            {t('account.history.exportCsv')}
          </Button>
        </div>
        {onCompare && results.length > 1 && (
          <div className="account-history__compare">
            <p id={`${id}-compare`} className="account-history__zone">
              {compare.full ? t('account.history.compareFull') : t('account.history.compareHint')}
            </p>
            <Button variant="primary" disabled={!canCompare} aria-describedby={`${id}-compare`} onClick={() => onCompare(ticked)}>
              {t('account.history.compare', { count: ticked.length })}
            </Button>
          </div>
        )}
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
          <ResultsTable
            results={results}
            timeZone={company.timeZone}
            showPassMark={hasPassMark}
            onViewResult={onViewResult}
            focusIndex={focusFrom}
            focusRef={firstNew}
            onStatus={(result, status) => void chooseStatus(result, status)}
            compare={onCompare ? compare : undefined}
          />
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
      </div>
    </AccountSubPage>
  );
}
