import { useEffect, useRef, useState } from 'react';
import { resolveMediaUrl, toast } from '@atelier/runtime';
import { Button } from '@atelier/ui';
import type { ArtifactDto } from '@atelier/api-types';
import { sendEvent } from '../../../lib/send-event';
import { artifactImage, artifactText } from '../artifact-text';

const FEEDBACK_MS = 2_000;

/** Copies the image itself where the browser allows it, else its address. */
async function copyImage(url: string): Promise<'image' | 'link'> {
  const absolute = new URL(resolveMediaUrl(url), window.location.href).toString();
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      const blob = (await fetch(absolute)).blob();
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
      return 'image';
    } catch {
      // Some browsers refuse images on the clipboard: the address will do.
    }
  }
  await navigator.clipboard.writeText(absolute);
  return 'link';
}

/** Copy: the artifact's text (or its image) to the clipboard, with a tick and a toast for two seconds. */
export function CopyButton({ artifact }: { artifact: ArtifactDto }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      const image = artifactImage(artifact);
      const what = image?.url ? await copyImage(image.url) : (await navigator.clipboard.writeText(artifactText(artifact)), 'text');
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), FEEDBACK_MS);
      toast.success(what === 'link' ? 'Image link copied to clipboard!' : 'Copied to clipboard!');
      sendEvent('copy_artifact', { kind: artifact.kind, what });
    } catch {
      toast.error('Copy failed: your browser did not allow access to the clipboard.');
    }
  };

  return (
    <Button variant="secondary" size="sm" onClick={copy} aria-label={copied ? 'Copied' : `Copy ${artifact.input}`}>
      {copied ? '✓ Copied!' : 'Copy'}
    </Button>
  );
}
