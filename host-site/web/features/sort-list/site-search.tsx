import { css } from '@emotion/react';
import { useNavigate } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMissingBundles } from '../../../../src/i18n/add-bundles';
import { token } from '../../../../src/theme';
import { paths } from '../../config/paths';
import { loadChunk } from '../../lib/chunk-load';

// As wide as the header makes its place: the header knows what else shares the row.
const box = css`
  width: 100%;
`;

// Holds the place of the box while its code arrives, so that the header does not jump.
const placeholder = css`
  height: ${token('control-height')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius')};
`;

/** The search box's code and strings arrive after the page, not with the site's first load. */
function loadSearchBox(instance: i18n) {
  return lazy(async () => {
    const widget = await loadChunk(() => import('../../../../widgets/search-box'));
    addMissingBundles(instance, widget.searchBoxResources);
    return { default: widget.SearchBox };
  });
}

/** The header's search: the SearchBox widget's component; choosing a part number opens it in its family's list. */
export function SiteSearch() {
  const { i18n: instance } = useTranslation();
  const navigate = useNavigate();
  const [SearchBox] = useState(() => loadSearchBox(instance));
  return (
    <div css={box}>
      <Suspense fallback={<div css={placeholder} />}>
        <SearchBox
          onSelect={(entry) => void navigate({ to: paths.sortList, search: { valveName: entry.valveName, keyword: entry.partNumber } })}
        />
      </Suspense>
    </div>
  );
}
