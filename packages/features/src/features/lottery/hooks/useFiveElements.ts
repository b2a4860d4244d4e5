// five-elements.json for the screens that show numbers with their zodiac sign (spec §1: each
// number's element by lunar year). Static JSON: cached by the query cache (and the service
// worker), so the draw panel, history and analytics share one request. It is asked for once the
// first page has settled (useAfterPageIdle): the element is a hint beside the sign, and the home
// route's first load has a byte budget (tooling/bench start-page) it would otherwise add to.
import { staticDocumentQueryOptions, useApiClient } from '@jinli/api/react';
import type { FiveElements } from '@jinli/contract';
import { useQuery } from '@tanstack/react-query';
import { useAfterPageIdle } from '../../../app/layout/useAfterPageIdle';

/** Set once any page has settled: later screens ask at once. */
let pageSettledOnce = false;

/** The document, or undefined until it has arrived (the labels then show the sign alone). */
export function useFiveElements(): FiveElements | undefined {
  const settled = useAfterPageIdle();
  if (settled) pageSettledOnce = true;
  const query = useQuery({
    ...staticDocumentQueryOptions(useApiClient(), 'five-elements'),
    enabled: pageSettledOnce || settled,
  });
  return query.data;
}
