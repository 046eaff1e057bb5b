import { groupCountMessage, unknownChoiceMessage } from '@/core/item-options';
import { AppError } from '../http/errors';

/**
 * A problem of an option pick as choice_problems_v1 of the database gives it (migration 0031; the
 * options' names and prices of a line are line_options_v1 there): an unknown choice (another
 * item's or company's, or gone), a sold-out one, or a group whose count is outside its rule.
 */
export type ChoiceProblem = { kind: 'unknown' | 'soldOut' | 'count'; name: string | null; n: number; min: number; max: number };

/** The Japanese refusal of a pick, as the diner's cart and 代理注文 say it. */
export function choiceProblemError(problem: ChoiceProblem, itemName?: string): AppError {
  const about = (message: string) => (itemName ? `${itemName}: ${message}` : message);
  if (problem.kind === 'soldOut') return new AppError(409, 'SOLD_OUT', about(`「${problem.name}」は売り切れです`));
  const message =
    problem.kind === 'count'
      ? groupCountMessage({ name: problem.name ?? '', minChoices: problem.min, maxChoices: problem.max }, problem.n)
      : null;
  return new AppError(400, 'INVALID_OPTIONS', about(message ?? unknownChoiceMessage));
}
