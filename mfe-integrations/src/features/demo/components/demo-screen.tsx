import { DemoChat } from './demo-chat';
import { DemoMedia } from './demo-media';
import { DownloadTheme } from './download-theme';
import { PricingCalculator } from './pricing-calculator';
import '../demo.css';

/** /demo: the public demo of what the WordPress theme does, on the public demo key. */
export function DemoScreen() {
  return (
    <div className="demo">
      <header className="demo__header">
        <h1 className="demo__title">Demo</h1>
        <p className="demo__tagline">What you see is exactly what you download</p>
      </header>
      <div className="demo__grid">
        <DemoChat />
        <DemoMedia kind="photo" />
        <DemoMedia kind="video" />
        <PricingCalculator />
      </div>
      <DownloadTheme />
    </div>
  );
}
