import { useSignals } from '@preact/signals-react/runtime';
import { Link } from '@tanstack/react-router';
import { Fragment, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../../src/contracts/call';
import { baseInfo, productList, productPageSize, type ProductRow } from '../../../../src/contracts/valve';
import { ApprovalsChooser, approvalsChooserResources } from '../../../../widgets/approvals-chooser';
import { buttonStyles } from '../../components/button-styles';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { paths } from '../../config/paths';
import { useAppState, useNotifications } from '../../lib/app-services';
import { useBundles } from '../../lib/use-bundles';
import { useCallQuery } from '../../lib/call-queries';
import { listedSelectedListItem, type ListedContext } from './selected-list-item';
import { seriesAndSizeCells, sizeGroups, type Option, type OptionGroup } from './series-and-size';
import type { SortListSearch } from './sort-list-search';
import { sortListResources } from './sort-list.resources';
import { styles } from './sort-list.styles';

type Products = CallData<typeof productList>;

interface Filters {
  Serialid?: number;
  Sizeid?: number;
  ConnectionType?: string;
  Refrigerant?: string;
  Safetycer: readonly string[];
  keyword: string;
}

/** A family's products as a paged table: `/sort/index?valveName=Bv&keyword=BVA-12`. */
export function SortListPage({ search }: { search: SortListSearch }) {
  useBundles(sortListResources, approvalsChooserResources);
  const { t } = useTranslation('sort-list');
  if (!search.valveName) {
    return (
      <>
        <PageHeading>{t('site:route.sortList')}</PageHeading>
        <p>{t('noFamily')}</p>
        <Link to={paths.home}>{t('home')}</Link>
      </>
    );
  }
  // A new family or keyword (the header's search) starts a new list, filters and page included.
  return <SortList key={`${search.valveName}|${search.keyword ?? ''}`} valveName={search.valveName} keyword={search.keyword ?? ''} />;
}

function SortList({ valveName, keyword }: { valveName: string; keyword: string }) {
  useSignals();
  const { t } = useTranslation('sort-list');
  const { choice } = useAppState();
  // The refrigerant and approvals the user pre-selected (the home page's boxes) are where the list starts.
  const preselected = choice.refrigerant.value ?? choice.defaultRefrigerant.value;
  const base = useCallQuery(baseInfo, {});
  const [filters, setFilters] = useState<Filters>(() => ({ Refrigerant: preselected, Safetycer: choice.approvals.value, keyword }));
  const [page, setPage] = useState(1);
  const typed = useDebounced(filters.keyword, 300);
  const answer = useCallQuery(productList, {
    body: {
      valveName,
      ...(filters.Serialid ? { Serialid: filters.Serialid } : {}),
      ...(filters.Sizeid ? { Sizeid: filters.Sizeid } : {}),
      ...(filters.ConnectionType ? { ConnectionType: filters.ConnectionType as never } : {}),
      ...(filters.Refrigerant ? { Refrigerant: filters.Refrigerant } : {}),
      ...(filters.Safetycer.length > 0 ? { Safetycer: [...filters.Safetycer] } : {}),
      ...(typed.trim() ? { keyword: typed.trim() } : {}),
      page,
      pageSize: productPageSize,
    },
  });
  // The table and the filters' options stay while the next page or filter is asked, rather than blinking out.
  const [data, setData] = useState<Products | undefined>(undefined);
  if (answer.data !== undefined && answer.data !== data) setData(answer.data);
  const update = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  const families = base.data !== undefined ? base.data.valveInfo : [];
  const family = families.find((f) => f.Classname.toLowerCase() === valveName.toLowerCase());
  const refrigerants = base.data !== undefined ? base.data.refrigerantList.map((r) => r.Name) : [];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <PageHeading>{t('title', { family: family?.Name ?? valveName })}</PageHeading>
      <FilterBar data={data} filters={filters} refrigerants={refrigerants} onChange={update} />
      {answer.isError && !data && <p css={styles.message}>{t('failed')}</p>}
      {!data && answer.isPending && <p css={styles.message}>{t('loading')}</p>}
      {data && (
        <>
          <p css={styles.summary} aria-live="polite">
            {t('total', { count: data.total })}
          </p>
          {data.list.length === 0 ? (
            <p css={styles.message}>{t('noData')}</p>
          ) : (
            <ProductTable rows={data.list}
              context={{ imgfilename: family?.Imgfilename ?? `${valveName}.svg`, filtered: filters.Refrigerant, preselected, approvals: filters.Safetycer }} />
          )}
          <Pager page={page} pages={pages} onPage={setPage}
            labels={{ nav: t('paging.label'), previous: t('paging.previous'), next: t('paging.next'), page: t('paging.page', { page, pages }) }} />
        </>
      )}
    </>
  );
}

interface FilterBarProps {
  data: Products | undefined;
  filters: Filters;
  refrigerants: readonly string[];
  onChange: (change: Partial<Filters>) => void;
}

function FilterBar({ data, filters, refrigerants, onChange }: FilterBarProps) {
  const { t } = useTranslation('sort-list');
  const id = useId();
  const options = data?.options;
  const series = options?.series ?? [];
  const number = (value: string) => (value ? Number(value) : undefined);
  return (
    <fieldset css={styles.filters}>
      <legend>{t('filters')}</legend>
      <Select id={`${id}s`} label={t('series')} value={filters.Serialid} any={t('any')}
        options={series.map((s) => [String(s.Id), s.Name])}
        onChange={(value) => onChange({ Serialid: number(value), Sizeid: undefined })} />
      <Select id={`${id}z`} label={t('size')} value={filters.Sizeid} any={t('any')}
        groups={sizeGroups(series, options?.sizes ?? [], filters.Serialid)} onChange={(value) => onChange({ Sizeid: number(value) })} />
      <Select id={`${id}c`} label={t('connection')} value={filters.ConnectionType} any={t('any')}
        options={(options?.connections ?? []).map((c) => [c.value, c.label])} onChange={(value) => onChange({ ConnectionType: value || undefined })} />
      <Select id={`${id}r`} label={t('refrigerant')} value={filters.Refrigerant} any={t('any')}
        options={refrigerants.map((r) => [r, r])} onChange={(value) => onChange({ Refrigerant: value || undefined })} />
      <div css={[styles.field, styles.wide]}>
        <ApprovalsChooser value={filters.Safetycer} onChange={(change) => onChange({ Safetycer: change.approvals })} />
      </div>
      <div css={[styles.field, styles.wide]}>
        <label htmlFor={`${id}k`}>{t('keyword')}</label>
        <input id={`${id}k`} type="search" value={filters.keyword} onChange={(event) => onChange({ keyword: event.currentTarget.value })} />
      </div>
    </fieldset>
  );
}

type SelectProps = {
  id: string;
  label: string;
  value: string | number | undefined;
  any: string;
  onChange: (value: string) => void;
} & ({ options: readonly Option[]; groups?: never } | { groups: readonly OptionGroup[]; options?: never });

function Select({ id, label, value, any, options, groups, onChange }: SelectProps) {
  const list = (items: readonly Option[]) =>
    items.map(([optionValue, optionLabel]) => (
      <option key={optionValue} value={optionValue}>
        {optionLabel}
      </option>
    ));
  return (
    <div css={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{any}</option>
        {options
          ? list(options)
          : groups.map((group, index) =>
              group.label ? (
                <optgroup key={group.label} label={group.label}>
                  {list(group.options)}
                </optgroup>
              ) : (
                <Fragment key={index}>{list(group.options)}</Fragment>
              ),
            )}
      </select>
    </div>
  );
}

interface ProductTableProps {
  rows: readonly ProductRow[];
  context: ListedContext;
}

function ProductTable({ rows, context }: ProductTableProps) {
  const { t } = useTranslation('sort-list');
  const { selection } = useAppState();
  const notifications = useNotifications();
  const add = (row: ProductRow) => {
    const added = selection.add(listedSelectedListItem(row, context));
    notifications.success(t(added ? 'added' : 'alreadyListed', { partNumber: row.PartNumber }));
  };
  const columns = ['partNumber', 'name', 'type', 'series', 'size', 'connection', 'coil', 'refrigerants', 'approvals', 'add'] as const;
  return (
    <div css={styles.scroller}>
      <table css={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">{t(`columns.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.PartNumber}>
              <th scope="row">
                <Link to={paths.details} search={{ PartNumber: row.PartNumber }}>{row.PartNumber}</Link>
              </th>
              <td>{row.ProductName}</td>
              <td>{row.ProductType}</td>
              {seriesAndSizeCells(row).map((cell) => (
                <td key={cell.span === 2 ? 'both' : cell.text} colSpan={cell.span}>
                  {cell.text}
                </td>
              ))}
              <td>{connectionOf(row)}</td>
              <td>{row.CoilVoltage ?? ''}</td>
              <td css={styles.muted}>{row.Refrigerant.join(', ')}</td>
              <td css={styles.muted}>{row.Safetycer.join(', ')}</td>
              <td>
                <button type="button" css={buttonStyles.secondary} aria-label={t('addLabel', { partNumber: row.PartNumber })}
                  onClick={() => add(row)}>
                  {t('add')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `SAE flare 3/8 × 1/2`: the connection type in words with the inlet and, when it differs, the outlet size. */
function connectionOf(row: ProductRow): string {
  const sizes = [row.ConnectionIn, row.ConnectionOut !== row.ConnectionIn ? row.ConnectionOut : undefined].filter(Boolean);
  return [row.ConnectionLabel ?? row.ConnectionType, sizes.join(' × ')].filter(Boolean).join(' ');
}

/** `value` once it has stayed the same for `delay` ms: typing a keyword asks the server once, not per key. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
