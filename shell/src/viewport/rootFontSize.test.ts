import { followViewportFontSize, rootFontSize } from './rootFontSize';

describe('rootFontSize', () => {
  it('is viewport width / 1920 × 192', () => {
    expect(rootFontSize(1920)).toBe(192);
    expect(rootFontSize(1280)).toBeCloseTo(128);
    expect(rootFontSize(1366)).toBeCloseTo(136.6);
  });
});

describe('followViewportFontSize', () => {
  it('sets the root font size on load and again on resize, until stopped', () => {
    window.innerWidth = 1440;
    const stop = followViewportFontSize(window);
    expect(document.documentElement.style.fontSize).toBe('144px');

    window.innerWidth = 960;
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('96px');

    stop();
    window.innerWidth = 1920;
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('96px');
  });
});
