import React, {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {Check, ChevronDown, Copy, ExternalLink, FileText, Plug} from 'lucide-react';

import {markdownTwinPath} from '@site/src/plugins/agents/twins.mjs';
import {DOCS_MCP_PAGE} from '@site/src/plugins/agents/mcp/docsMcpPage';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

/** What an assistant is asked: read the page's Markdown at its public address, then answer about it. */
const assistantPrompt = (markdownUrl: string) => `Read ${markdownUrl} so I can ask you questions about it.`;

/** The assistants offered, as plain links that open a new conversation with the prompt filled in. */
const assistants = [
  {name: 'ChatGPT', url: (prompt: string) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`},
  {name: 'Claude', url: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`},
];

/** The page's Markdown twin, fetched once per page view. */
function fetchMarkdown(url: string): Promise<string> {
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
}

/**
 * The page actions menu (a WAI-ARIA menu button): copy the page's Markdown,
 * open it, open it in an AI assistant, or learn how to connect an editor's
 * agent to the docs MCP server. Keyboard: Enter, Space or Down
 * opens on the first item, Up on the last; Up/Down/Home/End move; Escape
 * closes and returns to the button; Tab closes and moves on.
 */
export default function PageActions({permalink}: {permalink: string}): ReactNode {
  const markdownPath = useBaseUrl(markdownTwinPath(permalink));
  const markdownUrl = useBaseUrl(markdownTwinPath(permalink), {absolute: true});
  const docsMcpPage = useBaseUrl(DOCS_MCP_PAGE);
  const prompt = assistantPrompt(markdownUrl);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // Which item gets focus when the menu opens (-1: the last one).
  const firstFocus = useRef(0);
  // Fetched when the menu opens, so that "Copy page" can write it within the click
  // (Safari refuses clipboard writes that wait for a download).
  const markdown = useRef<{url: string; text?: string; pending: Promise<string>}>(undefined);
  const loadMarkdown = () => {
    if (markdown.current?.url !== markdownPath) {
      const entry: {url: string; text?: string; pending: Promise<string>} = {
        url: markdownPath,
        pending: fetchMarkdown(markdownPath),
      };
      entry.pending.then(
        (text) => (entry.text = text),
        () => (markdown.current = undefined),
      );
      markdown.current = entry;
    }
    return markdown.current;
  };

  // Both read only refs: the same functions on every render.
  const items = useCallback(
    () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
    [],
  );
  const focusItem = useCallback(
    (index: number) => {
      const all = items();
      all[(index + all.length) % all.length]?.focus();
    },
    [items],
  );
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    focusItem(firstFocus.current);
    // A press anywhere outside the button and the menu closes it.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusItem]);

  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [status]);

  const openAt = (index: number) => {
    firstFocus.current = index;
    loadMarkdown();
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : -1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number | undefined> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: -1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const copy = async () => {
    close(true);
    try {
      const entry = loadMarkdown();
      await navigator.clipboard.writeText(entry.text ?? (await entry.pending));
      setStatus('copied');
    } catch (error) {
      console.warn('Copying the page failed:', error);
      setStatus('failed');
    }
  };

  const buttonLabel = {idle: 'Page actions', copied: 'Copied', failed: 'Copy failed'}[status];
  return (
    <div className={styles.pageActions} data-search-ignore>
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}>
        {status === 'copied' ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
        {buttonLabel}
        <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
      </button>
      {/* Says the copy's outcome to screen readers; the button's label shows it. */}
      <span role="status" className="sr-only">
        {status === 'copied' ? 'Page copied as Markdown' : status === 'failed' ? 'Copying the page failed' : ''}
      </span>
      {open && (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}>
          <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={copy}>
            <Copy size={16} aria-hidden="true" />
            <span>
              Copy page
              <small>Markdown for your notes or an AI</small>
            </span>
          </button>
          <a
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            href={markdownPath}
            target="_blank"
            rel="noopener"
            onClick={() => close(false)}>
            <FileText size={16} aria-hidden="true" />
            <span>
              View as Markdown
              <small>Opens in a new tab</small>
            </span>
          </a>
          {assistants.map(({name, url}) => (
            <a
              key={name}
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              href={url(prompt)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => close(false)}>
              <ExternalLink size={16} aria-hidden="true" />
              <span>
                Open in {name}
                <small>Ask questions about this page</small>
              </span>
            </a>
          ))}
          <a role="menuitem" tabIndex={-1} className={styles.item} href={docsMcpPage} onClick={() => close(false)}>
            <Plug size={16} aria-hidden="true" />
            <span>
              Connect to your editor
              <small>Search these docs from Claude Code, Cursor or VS Code</small>
            </span>
          </a>
        </div>
      )}
    </div>
  );
}
