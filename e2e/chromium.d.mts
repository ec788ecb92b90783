import type { Browser } from 'playwright-core';

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const PROFILES: {
  readonly mobile: {
    readonly viewport: { readonly width: 390; readonly height: 844 };
    readonly userAgent: string;
    readonly isMobile: true;
    readonly hasTouch: true;
  };
  readonly desktop: {
    readonly viewport: { readonly width: 1440; readonly height: 900 };
    readonly userAgent: string;
    readonly isMobile: false;
    readonly hasTouch: false;
  };
};
export declare function launchChromium(): Promise<Browser>;
