// five-elements.json for the screens that show numbers with their zodiac sign (spec §1: each
// number's element by lunar year). Static JSON: cached by the query cache (and the service
// worker), so the draw panel, history and analytics share one request.
import { useStaticDocumentQuery } from '@jinli/api';
import type { FiveElements } from '@jinli/contract';

/** The document, or undefined until it has arrived (the labels then show the sign alone). */
export function useFiveElements(): FiveElements | undefined {
  return useStaticDocumentQuery('five-elements').data;
}
