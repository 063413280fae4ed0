import { describeDevice } from './session-device.js';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const SAFARI_IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const FIREFOX_LINUX =
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

describe('describeDevice', () => {
  it('names the browser by its major version and the system as people know it', () => {
    expect(describeDevice(CHROME_WINDOWS)).toEqual({
      device: 'desktop',
      browser: 'Chrome 124',
      os: 'Windows 10',
    });
    expect(describeDevice(FIREFOX_LINUX)).toEqual({
      device: 'desktop',
      browser: 'Firefox 125',
      os: 'Linux',
    });
  });

  it('tells phones and tablets from desktops', () => {
    expect(describeDevice(SAFARI_IPHONE)).toEqual({
      device: 'mobile',
      browser: 'Safari 17',
      os: 'iOS 17.4',
    });
    expect(describeDevice(SAFARI_IPAD)).toEqual({
      device: 'tablet',
      browser: 'Safari 16',
      os: 'iOS 16.6',
    });
    expect(describeDevice(CHROME_ANDROID)).toEqual({
      device: 'mobile',
      browser: 'Chrome 124',
      os: 'Android 14',
    });
  });

  it("leaves out macOS's version, which Safari freezes at 10.15.7", () => {
    expect(describeDevice(SAFARI_MAC)).toEqual({
      device: 'desktop',
      browser: 'Safari 17',
      os: 'macOS',
    });
  });

  it('says unknown for what it cannot read, without failing', () => {
    const unknown = { device: 'unknown', browser: null, os: null };
    expect(describeDevice(null)).toEqual(unknown);
    expect(describeDevice('')).toEqual(unknown);
    expect(describeDevice('   ')).toEqual(unknown);
    expect(describeDevice('curl/8.4.0')).toEqual(unknown);
    expect(describeDevice('\u0000<script>'.repeat(50))).toEqual(unknown);
  });
});
