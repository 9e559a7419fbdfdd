import React, {useState, type ReactNode} from 'react';
import {Check, Copy} from 'lucide-react';

import styles from './styles.module.css';

/**
 * A shell command with a copy button that is always visible and says when it
 * worked. Plain text on purpose: a one-line command gains nothing from
 * syntax highlighting, and this keeps Prism off the pages that show one.
 */
export default function CopyCommand({command, copyLabel}: {command: string; copyLabel: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(command);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div className={styles.command}>
      <code className={styles.code}>{command}</code>
      <button type="button" onClick={copy} className={styles.button} aria-label={copied ? 'Copied' : copyLabel}>
        {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
        <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
      </button>
    </div>
  );
}
