import { LOCATIONS } from '../reference';

/** The shop link labels of every region from one sentence with `{region}` where the region's code goes. */
export function shopLabels(sentence: string): Record<string, string> {
  return Object.fromEntries(LOCATIONS.map((location) => [`Online shop (${location}, demo link)`, sentence.replace('{region}', location)]));
}
