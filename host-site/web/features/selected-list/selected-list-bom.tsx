import { css } from '@emotion/react';
import { Suspense, useMemo, useRef } from 'react';
import { detailsAddress } from '../../../../src/selection/pages';
import type { SelectedListItem } from '../../../../src/state';
import { token } from '../../../../src/theme';
import { ApiClientContext } from '../../../../widgets/providers';
import { BillOfMaterials, type AddToCartDetail } from '../../../../widgets/selection-strip';
import { paths } from '../../config/paths';
import { useApi } from '../../lib/app-services';
import { sitePunchout } from '../../lib/site-punchout';

const section = css`
  margin-top: ${token('space-lg')};
`;

/** The event the Selected List's Add to cart sends, as the widgets do (README, "Distributor's guide"). */
export const addToCartEvent = 'vs-add-to-cart';

/**
 * The Selected List's bill of materials (issue #28): each listed product split into what is ordered, at the
 * quantities the page's table holds, with the CSV, XLSX and JSON downloads and Add to cart. The panel is the
 * widgets' own (a lazy chunk); Add to cart dispatches `vs-add-to-cart` from this page's element, bubbling and
 * composed, so a shop that frames or embeds the site hears it as it hears the widgets'.
 */
export function SelectedListBom({ items, quantities }: { items: readonly SelectedListItem[]; quantities: Readonly<Record<string, number>> }) {
  const api = useApi();
  const host = useRef<HTMLDivElement>(null);
  const bomItems = useMemo(
    () =>
      items.map((item) => ({
        partNumber: item.product.PartNumber,
        quantity: quantities[item.hash] ?? 1,
        // Absolute: the link travels into a shop's cart and order notes, far from this page.
        link: new URL(detailsAddress(paths.details, { PartNumber: item.product.PartNumber, Hashkey: item.hash }), window.location.href).href,
        conditions: item.conditions,
        chosen: item.coil,
      })),
    [items, quantities],
  );
  // Opened by a purchasing system: Transfer to purchasing in place of Add to cart (issue 35).
  const punchout = useMemo(() => sitePunchout(() => sessionStorage), []);
  const addToCart = (detail: AddToCartDetail) =>
    host.current?.dispatchEvent(new CustomEvent<AddToCartDetail>(addToCartEvent, { detail, bubbles: true, composed: true }));
  return (
    <div ref={host} css={section}>
      <ApiClientContext.Provider value={api}>
        <Suspense fallback={null}>
          <BillOfMaterials items={bomItems} headingLevel={2} onAddToCart={addToCart} punchout={punchout} />
        </Suspense>
      </ApiClientContext.Provider>
    </div>
  );
}
