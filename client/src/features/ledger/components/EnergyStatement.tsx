import { useQuery } from '@apollo/client/react';
import { NetworkStatus } from '@apollo/client';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatDate } from '../../../shared/lib/dates';
import { enumWord, formatEp } from '../../../shared/lib/format';
import { PRODUCT_NAME } from '../../../shared/lib/usePageTitle';
import { getToken } from '../../../shared/viewer/session';
import { Button, DataTable, EmptyState, Icon, ListSkeleton, LoadError, LoadMore, useToast } from '../../../shared/ui';
import { MyLedgerQuery } from '../operations';
import { downloadStatementCsv } from '../statementCsv';
import './ledger.css';

export const STATEMENT_PAGE_SIZE = 25;

export const LedgerEntryRow_entryFragment = graphql(`
  fragment LedgerEntryRow_entry on LedgerEntryType {
    id
    createdAt
    kind
    description
    amount
    balance
    otherParty {
      id
      fullName
    }
  }
`);

export const LedgerHoldRow_holdFragment = graphql(`
  fragment LedgerHoldRow_hold on LedgerHoldType {
    id
    serviceTitle
    amount
    status
    since
    coach {
      id
      fullName
    }
  }
`);

const screenReaderOnly = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

const signed = (amount: number) => (amount > 0 ? `+${amount}` : `−${Math.abs(amount)}`);

function LedgerEntryRow({
  entry: ref,
  timezone,
}: {
  entry: FragmentType<typeof LedgerEntryRow_entryFragment>;
  timezone?: string | null;
}) {
  const e = useFragment(LedgerEntryRow_entryFragment, ref);
  return (
    <tr>
      <td>{formatDate(e.createdAt, timezone ?? undefined)}</td>
      <td>{e.description}</td>
      <td>{e.otherParty?.fullName ?? PRODUCT_NAME}</td>
      <td className={e.amount > 0 ? 'ledger-amount ledger-amount--in' : 'ledger-amount ledger-amount--out'}>
        {e.amount > 0 ? (
          <FormattedMessage
            id="ledger.entry.credited"
            defaultMessage="<sr>credited </sr>{amount}"
            values={{ amount: signed(e.amount), sr: screenReaderOnly }}
          />
        ) : (
          <FormattedMessage
            id="ledger.entry.debited"
            defaultMessage="<sr>debited </sr>{amount}"
            values={{ amount: signed(e.amount), sr: screenReaderOnly }}
          />
        )}
      </td>
      <td className="ledger-amount">{e.balance}</td>
    </tr>
  );
}

function LedgerHoldRow({
  hold: ref,
  timezone,
}: {
  hold: FragmentType<typeof LedgerHoldRow_holdFragment>;
  timezone?: string | null;
}) {
  const h = useFragment(LedgerHoldRow_holdFragment, ref);
  return (
    <li className="ledger-hold">
      <Icon name="clock" size={16} />
      <span>
        <FormattedMessage
          id="ledger.hold.line"
          defaultMessage="<b>{amount}</b> held for {service} with {coach} ({status, select, ACCEPTED {accepted} BOOKED {booked} PENDING {pending} other {{statusWord}}}, since {since})"
          values={{
            amount: formatEp(h.amount),
            service: h.serviceTitle,
            coach: h.coach.fullName,
            status: h.status,
            statusWord: enumWord(h.status),
            since: formatDate(h.since, timezone ?? undefined),
            b: (chunks) => <strong>{chunks}</strong>,
          }}
        />
      </span>
    </li>
  );
}

export interface EnergyStatementProps {
  /** The reader's profile timezone: dates are in it. */
  timezone?: string | null;
  /** Injectable for tests: the CSV download. */
  download?: () => Promise<boolean>;
}

/**
 * My Profile → Energy Points (docs/ledger.md "Statement"): every ledger entry of mine with the running balance, the
 * holds apart, "Load more" through the cursor, and the CSV from the server.
 */
export function EnergyStatement({ timezone, download = () => downloadStatementCsv(getToken()) }: EnergyStatementProps) {
  const intl = useIntl();
  const titleId = useId();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(MyLedgerQuery, {
    variables: { first: STATEMENT_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const statement = data?.myLedger;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  const loadMore = async () => {
    const after = statement?.pageInfo.endCursor;
    if (!after) return;
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => {
          const seen = new Set(previous.myLedger.entries.map((e) => e.id));
          return {
            myLedger: {
              ...fetchMoreResult.myLedger,
              entries: [
                ...previous.myLedger.entries,
                ...fetchMoreResult.myLedger.entries.filter((e) => !seen.has(e.id)),
              ],
            },
          };
        },
      });
    } catch {
      // The button stays for another try.
    }
  };

  const onDownload = async () => {
    setDownloading(true);
    const ok = await download();
    setDownloading(false);
    if (!ok)
      toast.error(
        intl.formatMessage({
          id: 'ledger.downloadFailed',
          defaultMessage: 'The statement could not be downloaded. Try again.',
        }),
      );
  };

  return (
    <section className="panel ledger-statement" aria-labelledby={titleId}>
      <div className="ledger-statement__head">
        <h2 id={titleId} className="ledger-statement__title">
          <FormattedMessage id="ledger.title" defaultMessage="Energy Points statement" />
        </h2>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="download" size={15} />}
          loading={downloading}
          onClick={() => void onDownload()}
          disabled={!statement || statement.totalCount === 0}
        >
          <FormattedMessage id="ledger.downloadCsv" defaultMessage="Download CSV" />
        </Button>
      </div>

      {error && !statement ? (
        <LoadError
          message={intl.formatMessage({
            id: 'ledger.loadFailed',
            defaultMessage: 'Your statement could not be loaded.',
          })}
          onRetry={() => void refetch().catch(() => {})}
        />
      ) : !statement ? (
        <ListSkeleton
          label={intl.formatMessage({ id: 'ledger.loading', defaultMessage: 'Loading your statement…' })}
          count={4}
        />
      ) : (
        <>
          {statement.holds.length > 0 && (
            <div className="ledger-holds">
              <h3 className="ledger-statement__subtitle">
                <FormattedMessage id="ledger.onHold" defaultMessage="On hold" />
              </h3>
              <ul>
                {statement.holds.map((h) => (
                  <LedgerHoldRow key={h.id} hold={h} timezone={timezone} />
                ))}
              </ul>
            </div>
          )}
          {statement.entries.length === 0 ? (
            <EmptyState
              headingLevel={3}
              icon="bolt"
              title={intl.formatMessage({ id: 'ledger.empty.title', defaultMessage: 'No Energy Points yet' })}
              description={intl.formatMessage({
                id: 'ledger.empty.description',
                defaultMessage: 'Your welcome bonus, exchanges and rewards will show here.',
              })}
            />
          ) : (
            <>
              <p className="ledger-muted" role="status">
                <FormattedMessage
                  id="ledger.count"
                  defaultMessage="{count, plural, one {{count} entry} other {{count} entries}}, newest first"
                  values={{ count: statement.totalCount }}
                />
              </p>
              <DataTable
                caption={intl.formatMessage({
                  id: 'ledger.table.caption',
                  defaultMessage: 'Energy Points entries, newest first',
                })}
                label={intl.formatMessage({ id: 'ledger.table.label', defaultMessage: 'Energy Points entries' })}
                className="ledger-table"
                columns={[
                  intl.formatMessage({ id: 'ledger.table.date', defaultMessage: 'Date' }),
                  intl.formatMessage({ id: 'ledger.table.what', defaultMessage: 'What happened' }),
                  intl.formatMessage({ id: 'ledger.table.with', defaultMessage: 'With' }),
                  intl.formatMessage({ id: 'ledger.table.ep', defaultMessage: 'EP' }),
                  intl.formatMessage({ id: 'ledger.table.balance', defaultMessage: 'Balance' }),
                ]}
              >
                {statement.entries.map((e) => (
                  <LedgerEntryRow key={e.id} entry={e} timezone={timezone} />
                ))}
              </DataTable>
              <LoadMore
                hasMore={statement.pageInfo.hasNextPage}
                loading={loadingMore}
                onLoadMore={() => void loadMore()}
                label={intl.formatMessage({ id: 'ledger.loadMore', defaultMessage: 'Load more entries' })}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
