/** The user agents of issue 15's routing table, with the class each must get (src/lib/device.ts). */
import type { DeviceClass } from '../../src/lib/device'

export const USER_AGENTS: Record<string, { ua: string; device: DeviceClass }> = {
  'iPhone Safari': {
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    device: 'phone',
  },
  'Android Chrome': {
    ua: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
    device: 'phone',
  },
  iPad: {
    ua: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    device: 'desktop',
  },
  'Android tablet': {
    ua: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    device: 'desktop',
  },
  'WeChat iOS': {
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN',
    device: 'phone',
  },
  'WeChat Android': {
    ua: 'Mozilla/5.0 (Linux; Android 13; V2217A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
    device: 'phone',
  },
  'QQ Android': {
    ua: 'Mozilla/5.0 (Linux; Android 12; M2102K1C) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/98.0.4758.102 MQQBrowser/6.2 TBS/046805 Mobile Safari/537.36 V1_AND_SQ_8.9.68_4264_YYB_D QQ/8.9.68.11565 NetType/WIFI',
    device: 'phone',
  },
  // Phones whose user agents carry a crawler-like word: still phones.
  'CUBOT phone': {
    ua: 'Mozilla/5.0 (Linux; Android 10; CUBOT_X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
    device: 'phone',
  },
  'Sogou mobile browser': {
    ua: 'Mozilla/5.0 (Linux; Android 12; V2118A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/88.0.4324.93 Mobile Safari/537.36 SogouMSE,SogouMobileBrowser/5.45.5',
    device: 'phone',
  },
  'Yandex browser on Android': {
    ua: 'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 YaBrowser/24.4.1.93.00 SA/3 Mobile Safari/537.36',
    device: 'phone',
  },
  'desktop Chrome': {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    device: 'desktop',
  },
  'desktop Firefox': { ua: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', device: 'desktop' },
  'desktop Safari': {
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    device: 'desktop',
  },
  Googlebot: { ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', device: 'bot' },
  'Googlebot smartphone': {
    ua: 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    device: 'bot',
  },
  Baiduspider: { ua: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)', device: 'bot' },
  'Sogou spider': { ua: 'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)', device: 'bot' },
  YandexBot: { ua: 'Mozilla/5.0 (Linux; Android 8.0.0; SM-G960F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0 Mobile Safari/537.36 (compatible; YandexBot/3.0; +http://yandex.com/bots)', device: 'bot' },
  'empty user agent': { ua: '', device: 'bot' },
}
