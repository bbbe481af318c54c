import { useState, type FormEvent } from 'react';
import { toast } from '@atelier/runtime';
import { Button, Modal, TextField } from '@atelier/ui';
import type { BrandKitResponseDto } from '@atelier/api-types';
import { useSaveBrandKit } from '../api/brand-kit';

interface BrandKitDialogProps {
  open: boolean;
  userId: string | null;
  kit: BrandKitResponseDto | undefined;
  onClose(): void;
}

const MAX = 200;

/** The account's brand kit: every generator and the Chat Engineer write for this product, audience and voice. */
export function BrandKitDialog({ open, userId, kit, onClose }: BrandKitDialogProps) {
  return open ? <BrandKitForm userId={userId} kit={kit} onClose={onClose} /> : null;
}

function BrandKitForm({ userId, kit, onClose }: Omit<BrandKitDialogProps, 'open'>) {
  const [product, setProduct] = useState(kit?.product ?? '');
  const [audience, setAudience] = useState(kit?.audience ?? '');
  const [voice, setVoice] = useState(kit?.voice ?? '');
  const save = useSaveBrandKit(userId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ product: product.trim(), audience: audience.trim(), voice: voice.trim() });
      toast.success('Brand kit saved');
      onClose();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The brand kit could not be saved.');
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Brand kit"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="mkt-brand-kit" loading={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <p>Every generator and the Chat Engineer use it, so your ads, emails, pages and posts sound alike.</p>
      <form id="mkt-brand-kit" className="mkt-brand-form" onSubmit={submit}>
        <TextField label="Product" placeholder="e.g. Glow Candles" maxLength={MAX} value={product} onChange={(e) => setProduct(e.target.value)} />
        <TextField label="Audience" placeholder="e.g. busy parents" maxLength={MAX} value={audience} onChange={(e) => setAudience(e.target.value)} />
        <TextField label="Voice" placeholder="e.g. warm and playful" maxLength={MAX} value={voice} onChange={(e) => setVoice(e.target.value)} />
      </form>
    </Modal>
  );
}
