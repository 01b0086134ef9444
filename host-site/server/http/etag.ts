/** If-None-Match compares weakly (RFC 9110 §13.1.2): W/"x" matches "x"; `*` matches any current representation. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
