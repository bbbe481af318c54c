interface Props {
  name: string;
  avatarUrl?: string | null;
  size?: number;
  /** Name the picture (the profile's own avatar); omitted, it is decorative. */
  alt?: string;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  return (parts[0][0] + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase();
}

/** The user's picture, or their initials on an accent disc. */
export function Avatar({ name, avatarUrl, size = 64, alt = '' }: Props) {
  const style = { width: size, height: size, fontSize: size * 0.38 };
  if (avatarUrl) return <img className="account-avatar" src={avatarUrl} alt={alt} style={style} />;
  return (
    <span className="account-avatar" aria-hidden="true" style={style}>
      {initials(name)}
    </span>
  );
}
