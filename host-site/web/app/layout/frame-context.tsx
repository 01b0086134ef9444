import { createContext, useContext, type ReactNode } from 'react';
import type { SiteFrame } from '../site-frame';

const FrameContext = createContext<SiteFrame | undefined>(undefined);

export function FrameProvider({ frame, children }: { frame: SiteFrame; children: ReactNode }) {
  return <FrameContext.Provider value={frame}>{children}</FrameContext.Provider>;
}

/** The site's frame (country, shop link, recommendation notice), made once by createSiteApp. */
export function useFrame(): SiteFrame {
  const frame = useContext(FrameContext);
  if (!frame) throw new Error('the site frame needs a <FrameProvider> above');
  return frame;
}
