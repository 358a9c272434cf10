/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  readonly PUBLIC_GA_MEASUREMENT_ID?: string;
  /** The share of page views that report their vitals and errors, 0 to 1 (default 1). */
  readonly PUBLIC_VITALS_SAMPLE_RATE?: string;
}
