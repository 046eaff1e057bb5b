import { RangeFilters, rangeFilterKeys } from '@/web/components/ui/master-data/range-filters';
import { CheckboxField } from '@/web/components/ui/primitives/checkbox';
import type { ListControls } from '@/web/lib/use-list-state';

export { parseAmount } from '@/web/components/ui/master-data/range-filters';

/** The filter keys of the list as the API names them; 状態 and 承認 are selects, the rest are ranges. */
export const documentFilterKeys = ['status', 'approval', ...rangeFilterKeys, 'includeSuperseded'] as const;

/** 取引先, 発行日 and 金額 ranges (the search 電子帳簿保存法 requires) and 旧版を含む, kept in the URL like every filter. */
export function DocumentRangeFilters({ idPrefix, list }: { idPrefix: string; list: ListControls }) {
  const { filters } = list.state;
  return (
    <>
      <RangeFilters idPrefix={idPrefix} list={list} dateLabel="発行日" />
      {/* 電子帳簿保存法: a corrected document's earlier version must stay findable, though not in the way. */}
      <CheckboxField
        id={`${idPrefix}-include-superseded`}
        label="旧版を含む"
        className="items-center self-center"
        checked={filters.includeSuperseded === 'true'}
        onChange={(event) => list.update({ filters: { includeSuperseded: event.target.checked ? 'true' : '' } })}
      />
    </>
  );
}
