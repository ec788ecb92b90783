import { useState } from 'react';

/** The company's logo, or its initial on a tinted tile when it has none (or it fails to load). */
export function CompanyLogo({ name, logo, size = 44 }: { name: string; logo: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (logo && !failed) {
    return (
      <img className="fx-company-logo" src={logo} alt="" style={style} onError={() => setFailed(true)} />
    );
  }
  return (
    <span className="fx-company-logo fx-company-logo--initial" style={style} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
