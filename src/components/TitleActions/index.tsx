import React, {createContext, useContext, type ReactNode} from 'react';

import styles from './styles.module.css';

/**
 * Controls a page wants beside its h1 (the page actions menu). The page's
 * route component provides them; the h1 itself may be written in the page's
 * Markdown, so the heading reads them from here rather than from props.
 * Only this context lives in the shared bundle: the controls' code stays in
 * the chunks of the pages that provide them.
 */
const TitleActionsContext = createContext<ReactNode>(null);

export function TitleActionsProvider({actions, children}: {actions: ReactNode; children: ReactNode}): ReactNode {
  return <TitleActionsContext.Provider value={actions}>{children}</TitleActionsContext.Provider>;
}

/**
 * The page title with its actions: beside it on wide screens, under it on
 * phones. Without actions (no provider), the title alone.
 */
export function TitleWithActions({children}: {children: ReactNode}): ReactNode {
  const actions = useContext(TitleActionsContext);
  if (!actions) return children;
  return (
    <div className={styles.titleRow}>
      {children}
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}
