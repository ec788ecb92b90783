import type { AreaCode } from '@fxdesk/contract';
import { useState } from 'react';
import { useAreaList } from '../../../shared/api/queries';

/** The region of the browser's preferred languages ("en-GB" → "GB"), if any names one. */
export function browserRegion(
  languages: readonly string[] = globalThis.navigator?.languages ?? [],
): string | null {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region) return region;
    } catch {
      // Not a valid BCP 47 tag; try the next one.
    }
  }
  return null;
}

/** The browser's region when it is in the list, then Hong Kong (the default language), then the first. */
export function pickDefaultArea(areas: readonly AreaCode[], region: string | null): AreaCode | undefined {
  const byCode = (code: string) => areas.find((a) => a.code.toUpperCase() === code);
  return (region ? byCode(region.toUpperCase()) : undefined) ?? byCode('HK') ?? areas[0];
}

/** The area list with the user's pick, defaulting as above until they choose. */
export function useAreaSelection() {
  const { data: areas = [], isPending } = useAreaList();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const area = areas.find((a) => a.id === chosenId) ?? pickDefaultArea(areas, browserRegion());
  return { areas, area, setAreaId: setChosenId, loading: isPending };
}
