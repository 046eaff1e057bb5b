export { divide, lineAmount, parseQuantity, type RoundingMode, roundingModeLabels } from './decimal';
export {
  type DocumentTotals,
  documentTotals,
  type MoneyLine,
  type RateBreakdown,
  type TaxCategory,
  taxCategories,
  taxCategoryLabels,
  taxRates,
  withholdingTax,
} from './totals';
