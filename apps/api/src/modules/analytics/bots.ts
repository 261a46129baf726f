/**
 * User agents of crawlers, monitors and headless tools: their visits are not people's. Only what runs the
 * page's script can send a beacon, so these are the ones that render pages (search engines, audits, headless
 * browsers) and scripts that post on their own. A missing user agent is a script too. The in-app browsers of
 * Facebook, Instagram, TikTok, Viber and the like are people and pass.
 */
const BOT = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebookcatalog|meta-externalagent|headless|phantom|puppeteer|playwright|selenium|lighthouse|pagespeed|gtmetrix|pingdom|uptime|curl\/|wget\/|python-|python\/|java\/|go-http|okhttp|axios|node-fetch|undici|httpclient|libwww|scrapy|feedfetcher|mediapartners|adsbot|apis-google|bingpreview|yandex|baidu|petalbot|ahrefs|semrush|mj12|dotbot|bytespider|gptbot|claudebot|ccbot|amazonbot|applebot/i;

export const isBot = (userAgent: string | undefined | null): boolean => !userAgent || userAgent.length < 10 || BOT.test(userAgent);
