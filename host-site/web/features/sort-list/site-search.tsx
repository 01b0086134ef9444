import { css } from '@emotion/react';
import { useNavigate } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { addMissingBundles } from '../../../../src/i18n/add-bundles';
import { searchBoxNamespace, searchBoxResources } from '../../../../widgets/search-box/search-box.resources';
import { styles as searchBoxStyles } from '../../../../widgets/search-box/search-box.styles';
import type { SearchBoxProps } from '../../../../widgets/search-box';
import { paths } from '../../config/paths';
import { useOffline } from '../../lib/app-services';
import { loadChunk } from '../../lib/chunk-load';
import { offlineReasonId } from '../../lib/offline';
import { useBundles } from '../../lib/use-bundles';

// As wide as the header makes its place: the header knows what else shares the row.
const box = css`
  width: 100%;
`;

/** The search box's code (some 5 KB gzip with its popup table), fetched once and shared by every header. */
let searchBox: Promise<ComponentType<SearchBoxProps>> | undefined;

function loadSearchBox(): Promise<ComponentType<SearchBoxProps>> {
  searchBox ??= loadChunk(() => import('../../../../widgets/search-box')).then(
    (widget) => widget.SearchBox,
    (error: unknown) => {
      // A chunk that did not come is asked for again on the next use of the box.
      searchBox = undefined;
      throw error;
    },
  );
  return searchBox;
}

/**
 * The header's search: the SearchBox widget's component; choosing a part number opens it in its family's list.
 * Until the user comes to it (pointer over it, focus) the box is a plain input of the same look and name, so the
 * first view of every page carries none of its code: most visitors never search. The widget then takes the
 * input's place with what was typed, and the focus if the input had it.
 */
export function SiteSearch() {
  const { i18n: instance } = useTranslation();
  // The search asks the server (the index, the product list): offline it is disabled with the reason (issue 29).
  const offline = useOffline();
  useBundles(searchBoxResources);
  const navigate = useNavigate();
  const [SearchBox, setSearchBox] = useState<ComponentType<SearchBoxProps>>();
  const [typed, setTyped] = useState('');
  const facade = useRef<HTMLInputElement>(null);
  const place = useRef<HTMLDivElement>(null);
  const handFocus = useRef(false);

  const want = () =>
    void loadSearchBox().then((component) => {
      handFocus.current = document.activeElement === facade.current;
      // The widget's strings are this header's already (useBundles); a second instance of i18next would need them.
      addMissingBundles(instance, searchBoxResources);
      setSearchBox(() => component);
    }, () => undefined);

  useLayoutEffect(() => {
    if (!SearchBox || !handFocus.current) return;
    handFocus.current = false;
    place.current?.querySelector('input')?.focus();
  }, [SearchBox]);

  const t = instance.getFixedT(null, searchBoxNamespace);
  return (
    <div css={box} ref={place}>
      {SearchBox && !offline ? (
        <SearchBox
          value={typed || undefined}
          onSelect={(entry) => void navigate({ to: paths.sortList, search: { valveName: entry.valveName, keyword: entry.partNumber } })}
        />
      ) : (
        <div css={searchBoxStyles.base}>
          <input ref={facade} css={searchBoxStyles.input} type="text" role="combobox" autoComplete="off" spellCheck={false}
            aria-label={t('label')} aria-autocomplete="list" aria-expanded={false} placeholder={t('placeholder')} value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)} onPointerEnter={want} onFocus={want}
            {...(offline && { disabled: true, title: instance.t('site:offline.needsServer'), 'aria-describedby': offlineReasonId })} />
        </div>
      )}
    </div>
  );
}
