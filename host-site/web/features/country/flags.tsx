import type { ReactNode } from 'react';

// Small flags drawn inline (SPEC §2 names eight), so that the header needs no picture requests; 3:2, simplified
// to what reads at 24 px wide. Any other country gets a neutral globe rather than a wrong or missing flag.

const star = (cx: number, cy: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.38;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    // SVG coordinates, not text a person reads: rounded to keep the markup short.
    return `${Number((cx + radius * Math.cos(angle)).toFixed(2))},${Number((cy + radius * Math.sin(angle)).toFixed(2))}`;
  });
  return <polygon points={points.join(' ')} fill={fill} />;
};

const bands = (colours: readonly string[], vertical = false) =>
  colours.map((colour, i) =>
    vertical ? (
      <rect key={colour} x={(i * 30) / colours.length} width={30 / colours.length} height={20} fill={colour} />
    ) : (
      <rect key={colour} y={(i * 20) / colours.length} width={30} height={20 / colours.length} fill={colour} />
    ),
  );

const drawings: Readonly<Record<string, ReactNode>> = {
  CN: (
    <>
      <rect width={30} height={20} fill="#de2910" />
      {star(5, 5, 3, '#ffde00')}
      {star(10, 2, 1, '#ffde00')}
      {star(12, 4, 1, '#ffde00')}
      {star(12, 7, 1, '#ffde00')}
      {star(10, 9, 1, '#ffde00')}
    </>
  ),
  DE: bands(['#000', '#dd0000', '#ffce00']),
  FR: bands(['#0055a4', '#fff', '#ef4135'], true),
  RU: bands(['#fff', '#0039a6', '#d52b1e']),
  JP: (
    <>
      <rect width={30} height={20} fill="#fff" />
      <circle cx={15} cy={10} r={6} fill="#bc002d" />
    </>
  ),
  KR: (
    <>
      <rect width={30} height={20} fill="#fff" />
      <path d="M10 10a5 5 0 0 1 10 0z" fill="#cd2e3a" />
      <path d="M10 10a5 5 0 0 0 10 0z" fill="#0047a0" />
      <path d="M3 4l3-2M4 5.5l3-2M5 7l3-2M22 13l3 2M23 11.5l3 2M24 10l3 2M3 16l3 2M4 14.5l3 2M22 5l3-2M23 6.5l3-2" stroke="#000" strokeWidth={0.8} />
    </>
  ),
  GB: (
    <>
      <rect width={30} height={20} fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth={4} />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth={1.3} />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth={6} />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth={3.5} />
    </>
  ),
  US: (
    <>
      <rect width={30} height={20} fill="#fff" />
      {Array.from({ length: 7 }, (_, i) => (
        <rect key={i} y={(i * 40) / 13} width={30} height={20 / 13} fill="#b22234" />
      ))}
      <rect width={12} height={(7 * 20) / 13} fill="#3c3b6e" />
    </>
  ),
};

const globe = (
  <>
    <rect width={30} height={20} fill="#e8eaed" />
    <circle cx={15} cy={10} r={7} fill="none" stroke="#5f6368" strokeWidth={1.2} />
    <ellipse cx={15} cy={10} rx={3} ry={7} fill="none" stroke="#5f6368" strokeWidth={1} />
    <path d="M8 10h14" stroke="#5f6368" strokeWidth={1} />
  </>
);

/** Whether a country has a flag of its own here (the others show the neutral mark). */
export function hasFlag(iso: string): boolean {
  return iso.toUpperCase() in drawings;
}

/** The flag of a country by ISO code; decorative, as the country's name is always written beside it. */
export function Flag({ iso, width = 24 }: { iso: string; width?: number }) {
  return (
    <svg viewBox="0 0 30 20" width={width} height={(width * 2) / 3} aria-hidden="true" focusable="false"
      data-flag={hasFlag(iso) ? iso.toUpperCase() : 'none'} style={{ flex: 'none', borderRadius: 2, boxShadow: '0 0 0 1px rgb(0 0 0 / 15%)' }}>
      {drawings[iso.toUpperCase()] ?? globe}
    </svg>
  );
}
