import { ButtonLink, dialogs } from '@atelier/ui';

/**
 * Academy from the dock or the sheet: tell, don't navigate (spec 000 §2, §8). The alert is our
 * styled one (rendered by the DialogHost in AppLayout, inside the router); the Academy page is
 * one deliberate step away.
 */
export function announceComingSoon(): void {
  void dialogs.alert({
    title: 'Academy',
    message: 'Coming Soon!',
    extraAction: (close) => (
      <ButtonLink to="/academy" variant="secondary" onClick={close}>
        Open Academy page
      </ButtonLink>
    ),
  });
}
