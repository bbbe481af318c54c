import { apiUrl } from '@atelier/runtime';
import { Button, Card } from '@atelier/ui';

/** 'Download This Exact Theme': a full browser navigation to the theme zip (spec 000 §7). */
export function DownloadTheme() {
  return (
    <Card as="section" padding="lg" highlighted className="demo-panel demo-download" aria-labelledby="demo-download-title">
      <h2 id="demo-download-title" className="demo-panel__title">
        Download This Exact Theme
      </h2>
      <p className="demo-muted">Everything on this page ships in the free WordPress theme.</p>
      <Button size="lg" onClick={() => window.location.assign(apiUrl('/download/theme'))}>
        Download Theme (Free)
      </Button>
      <p className="demo-download__note">GPL-licensed • WordPress 6.0+ • Includes plugin • No coding required</p>
    </Card>
  );
}
