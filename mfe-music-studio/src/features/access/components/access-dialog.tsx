import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, refreshUser, toast, useAuth } from '@atelier/runtime';
import { Button, Modal, SignInActions } from '@atelier/ui';
import { startProTrial } from '../api/start-trial';
import type { AccessGate } from '../use-studio-access';

interface AccessDialogProps {
  gate: AccessGate | null;
  onClose: () => void;
  /** Runs the generation that was waiting once the trial has started. */
  onGranted: () => void;
}

const NEXT = '/music-studio';

/**
 * The offer at the first beat or export: sign in (a visitor's project follows them), start the free
 * 14-day Pro trial, or see the plans. Every way out leads somewhere; none is a dead end.
 */
export function AccessDialog({ gate, onClose, onGranted }: AccessDialogProps) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const [starting, setStarting] = useState(false);
  const trialUsed = !!user?.trial && !user.trial.active;

  const startTrial = async () => {
    setStarting(true);
    try {
      await startProTrial();
      await refreshUser();
      toast.success('Your 14-day Pro trial has started. Enjoy the Music Studio!');
      onClose();
      onGranted();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'The trial could not be started. Please try again.');
    } finally {
      setStarting(false);
    }
  };

  if (!gate) return null;
  const signIn = gate.kind === 'sign-in';
  const footer = signIn ? (
    <SignInActions next={NEXT} onDismiss={onClose} />
  ) : (
    <>
      <Button variant="ghost" onClick={onClose}>
        Not now
      </Button>
      <Button variant={trialUsed ? 'primary' : 'secondary'} onClick={() => navigate('/pricing')}>
        See plans
      </Button>
      {trialUsed ? null : (
        <Button onClick={startTrial} loading={starting}>
          Start free 14-day trial
        </Button>
      )}
    </>
  );
  return (
    <Modal open onClose={onClose} title={signIn ? 'Sign in to make beats' : 'Music Studio access comes with Pro'} footer={footer} size="sm">
      {signIn ? (
        <p>
          Writing lyrics is free. Beats, arrangements you can play and exports need an account on Pro, which you can try free
          for 14 days. Your project stays here and moves to your account when you sign in.
        </p>
      ) : (
        <p>{gate.message ?? 'Beats and exports are part of Pro. Try it free for 14 days, no card needed.'}</p>
      )}
    </Modal>
  );
}
