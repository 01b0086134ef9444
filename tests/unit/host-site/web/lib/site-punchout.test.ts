// Issue 35: the maker's own site opened by a purchasing system keeps its punch-out for the tab.
import { describe, expect, it } from 'vitest';
import { punchoutOfSearch, rememberPunchout, sitePunchout } from '../../../../../host-site/web/lib/site-punchout';

/** A tab's sessionStorage, or one the browser refuses. */
function storage(refused = false): () => Storage {
  const kept = new Map<string, string>();
  const store = {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
  } as Storage;
  return () => {
    if (refused) throw new DOMException('denied', 'SecurityError');
    return store;
  };
}

describe('the site\'s punch-out', () => {
  it('reads OCI\'s HOOK_URL and ~TARGET, or a cXML StartPage\'s session, and nothing else', () => {
    expect(punchoutOfSearch('?valveName=Sov&HOOK_URL=https%3A%2F%2Fsrm.example%2Fhook%3Fa%3D1&~TARGET=_top')).toEqual({ hookUrl: 'https://srm.example/hook?a=1', target: '_top' });
    expect(punchoutOfSearch('?punchout-session=AbC_12-xyzAbC_12-xyzAbC_12-xyzAbC_12-xy')).toEqual({ session: 'AbC_12-xyzAbC_12-xyzAbC_12-xyzAbC_12-xy' });
    expect(punchoutOfSearch('?valveName=Sov')).toBeUndefined();
    // A HOOK_URL is where a form is posted: never a script's address.
    expect(punchoutOfSearch('?HOOK_URL=javascript%3Aalert(1)')).toBeUndefined();
    expect(punchoutOfSearch('?HOOK_URL=%2Frelative')).toBeUndefined();
    expect(punchoutOfSearch('?punchout-session=%3Cx%3E')).toBeUndefined();
    // A ~TARGET that is no frame's name leaves the form in its window.
    expect(punchoutOfSearch('?HOOK_URL=https%3A%2F%2Fsrm.example%2Fhook&~TARGET=%22%3E%3Cx')).toEqual({ hookUrl: 'https://srm.example/hook' });
  });

  it('keeps it for the tab once the router has written its own address, and the last one opened wins', () => {
    const tab = storage();
    expect(sitePunchout(tab)).toBeUndefined();
    rememberPunchout('?HOOK_URL=https%3A%2F%2Fsrm.example%2Fhook', tab);
    rememberPunchout('?valveName=Sov&results=1', tab);
    // The site's page may post forms to itself only: the basket goes through the server's relay.
    expect(sitePunchout(tab)).toEqual({ hookUrl: 'https://srm.example/hook', relay: '/api/punchout/transfer' });
    rememberPunchout('?punchout-session=AbC_12-xyzAbC_12-xyzAbC_12-xyzAbC_12-xy', tab);
    expect(sitePunchout(tab)).toEqual({ session: 'AbC_12-xyzAbC_12-xyzAbC_12-xyzAbC_12-xy', relay: '/api/punchout/transfer' });
  });

  it('lasts as long as the page where storage is refused', () => {
    const refused = storage(true);
    rememberPunchout('?HOOK_URL=https%3A%2F%2Fsrm.example%2Fhook&~TARGET=_top', refused);
    expect(sitePunchout(refused)).toEqual({ hookUrl: 'https://srm.example/hook', target: '_top', relay: '/api/punchout/transfer' });
  });
});
