import { ButtonLink } from '@atelier/ui';

export function NotFoundPage() {
  return (
    <section className="remote-unavailable" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="remote-unavailable__title">
        Page not found
      </h1>
      <p className="remote-unavailable__text">There is nothing at this address.</p>
      <ButtonLink to="/">Go home</ButtonLink>
    </section>
  );
}
