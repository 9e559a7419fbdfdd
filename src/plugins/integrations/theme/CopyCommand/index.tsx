import React, {useState, type ReactNode} from 'react';
import {Check, Copy} from 'lucide-react';

import styles from './styles.module.css';

/** The install command with a copy button that says when it worked. */
export default function CopyCommand({command}: {command: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(command);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div className={styles.command}>
      <code className={styles.code}>{command}</code>
      <button type="button" onClick={copy} className={styles.button} aria-label={copied ? 'Copied' : 'Copy install command'}>
        {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
        <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
      </button>
    </div>
  );
}
