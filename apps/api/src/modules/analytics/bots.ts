/**
 * User agents of crawlers, link previews, monitors and headless tools: their visits are not people's.
 * A missing user agent is a script too. Real browsers that hide nothing pass.
 */
const BOT = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebookcatalog|meta-externalagent|whatsapp|telegram|viber|skype|slack|discord|preview|headless|phantom|puppeteer|playwright|selenium|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|curl\/|wget\/|python-|python\/|java\/|go-http|okhttp|axios|node-fetch|undici|httpclient|libwww|scrapy|feedfetcher|mediapartners|adsbot|apis-google|bingpreview|yandex|baidu|petalbot|ahrefs|semrush|mj12|dotbot|bytespider|gptbot|claudebot|ccbot|amazonbot|applebot/i;

export const isBot = (userAgent: string | undefined | null): boolean => !userAgent || userAgent.length < 10 || BOT.test(userAgent);
