import { apiAssetUrl } from './market.api';

/** The pair's two-flag logo from the server (SPEC §3 Logo), decorative. */
export function PairLogo({ logo, size = 36 }: { logo: string; size?: number }) {
  if (!logo) return <span className="fx-pair-logo" style={{ width: size, height: (size * 3) / 4 }} />;
  return (
    <img
      className="fx-pair-logo"
      src={apiAssetUrl(logo)}
      width={size}
      height={(size * 3) / 4}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
