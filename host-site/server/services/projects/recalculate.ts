import type { CallAnswer, CallBody } from '../../../../src/contracts/call';
import type { recalculateProject } from '../../../../src/contracts/projects';
import { selectionContracts } from '../../../../src/contracts/schemas';
import type { SelectionRow } from '../../../../src/contracts/selection';
import { answerError } from '../../http/error-answer';
import type { Translate } from '../../../../src/i18n/translate';
import type { SelectionService } from '../../../../src/selection/selection-service';
import type { Presentation } from '../../../../src/selection/unit-presenter';
import { localeOf } from '../../../../src/i18n';
import { projectsTranslator } from './language';
import { productChange } from './product-changes';

type Answer = CallAnswer<typeof recalculateProject>;
type Failure = Answer['lists'][number]['failures'][number];

/**
 * Each list's condition sets calculated again at today's data, exactly as POST /api/ucselection/calculate does (the
 * same service, every operating point a condition carries included), and each product's grade and figures compared
 * with those it was saved with. A condition set that cannot be calculated today is named with its reason, and its
 * products are not judged.
 */
export function recalculateLists(service: SelectionService, body: CallBody<typeof recalculateProject>, presentation: Presentation): Answer {
  const language = presentation.messageLanguage ?? presentation.language;
  const t = projectsTranslator(language);
  const locale = localeOf(language);
  return {
    lists: body.lists.map((list) => {
      const failures: Failure[] = [];
      const rowsByCondition = list.conditions.map((condition, conditionIndex) => {
        const rows = calculated(service, condition, presentation, t);
        if ('message' in rows) failures.push({ conditionIndex, message: rows.message });
        return 'rows' in rows ? rows.rows : undefined;
      });
      return {
        name: list.name,
        products: list.productList.map((product) => {
          const rows = rowsByCondition[product.conditionIndex];
          // A product never graded (added from the product list) has no conditions worth calculating again.
          return productChange(product, product.Grade === undefined ? undefined : rows, t, locale);
        }),
        failures,
      };
    }),
  };
}

function calculated(service: SelectionService, condition: unknown, presentation: Presentation, t: Translate): { rows: SelectionRow[] } | { message: string } {
  const body = selectionContracts.calculateSelection.body.safeParse(condition);
  if (!body.success) return { message: t('errors:withReason', { message: t('errors:invalidInput'), reason: body.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') }) };
  try {
    const answer = service.calculate(body.data, presentation);
    return { rows: [...answer.Optimal, ...answer.Available, ...answer.Prohibited] };
  } catch (error) {
    const answered = answerError(error, t, { bodyLimit: 0, contentType: undefined });
    // Our own fault is not the list's: the request fails as any other would.
    if (answered.logLevel === 'error') throw error;
    return { message: answered.envelope.ErrorMsg };
  }
}
