import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { siteRedirect } from './account-search';

/**
 * Where a page goes once the user is signed in: the `redirect` of its address when it is one of this site's,
 * else back to the page the user came from (SPEC §2), else home. The sign-in page itself is replaced, so that
 * Back does not return to a form whose codes are spent.
 */
export function useLeaveAfterSignIn(redirect: string | undefined): () => void {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return () => {
    const target = siteRedirect(redirect);
    if (target) void router.navigate({ href: target, replace: true });
    else if (canGoBack) router.history.back();
    else void router.navigate({ to: paths.home, replace: true });
  };
}
