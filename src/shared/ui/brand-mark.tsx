// The product logo: a folder with a check mark, in the theme's primary and secondary colours
// (the organization's, Settings › Organization).
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-brand-6, #2563eb)" />
      <path
        d="M8 11.5c0-1.1.9-2 2-2h4l2 2h6c1.1 0 2 .9 2 2V21c0 1.1-.9 2-2 2H10c-1.1 0-2-.9-2-2v-9.5Z"
        fill="#fff"
        fillOpacity=".95"
      />
      <path
        d="m12.5 16.8 2.4 2.4 4.6-4.8"
        fill="none"
        stroke="var(--mantine-color-secondary-6, #4f46e5)"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
