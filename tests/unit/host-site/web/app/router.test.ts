// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createSiteRouter } from '../../../../../host-site/web/app/router';

/** A router started on `address`, as on a page load, once it has settled on what it shows. */
async function openAt(address: string) {
  window.history.replaceState(null, '', address);
  const router = createSiteRouter();
  await router.load();
  return router;
}

const shown = (router: ReturnType<typeof createSiteRouter>) => router.state.matches.at(-1);

describe('the site router', () => {
  it.each([
    ['/', '/home'],
    ['/?systemId=3', '/home?systemId=3'],
    ['/selector?valveName=Sov&serialId=12', '/selector/index?valveName=Sov&serialId=12'],
    ['/sort?valveName=Bv&keyword=BVA-12&utm=x', '/sort/index?valveName=Bv&keyword=BVA-12&utm=x'],
  ])('redirects %s to %s, the query kept', async (from, to) => {
    const length = window.history.length;
    const router = await openAt(from);
    expect(router.state.location.href).toBe(to);
    expect(window.location.pathname + window.location.search).toBe(to);
    expect(window.history.length, 'the short address is replaced, not kept in history').toBe(length);
  });

  it('hands a page its search params read by its schema, a bad value dropped', async () => {
    const router = await openAt('/selector/index?valveName=Sov&systemId=abc&serialId=12');
    expect(shown(router)?.routeId).toBe('/selector/index');
    // The router lays the schema's answer over the raw parameters, so 'abc' must not show through.
    expect(shown(router)?.search).toEqual({ valveName: 'Sov', serialId: 12 });
    expect(shown(router)?.staticData).toStrictEqual({ title: 'selector', layout: 'full' });
  });

  it.each(['/no/such/page', '/home/extra', '/selector/other'])('shows the not-found page at %s', async (address) => {
    const router = await openAt(address);
    expect(shown(router)?.routeId).toBe('/$');
    expect(shown(router)?.staticData.title).toBe('notFound');
    expect(window.location.pathname).toBe(address);
  });

  it('writes links in plain text: a numeric part number is not quoted', async () => {
    const router = await openAt('/home');
    const location = router.buildLocation({ to: '/sort/index', search: { valveName: 'Pt', keyword: '123' } });
    expect(location.href).toBe('/sort/index?valveName=Pt&keyword=123');
  });
});
