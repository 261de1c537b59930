/**
 * Demo rankings for a fresh site: the last 30 days (and the last 5 weeks) of every kind in every
 * main category, 20 rows each. Plausible (Ozon-style product names, sales that drift from day to
 * day, sellers in China, Russia and elsewhere), deterministic (a seeded generator per snapshot: the same date gives the same ranking),
 * and stored with source 'demo' so that the admin and the API can say so.
 */
import { MAIN_CATEGORY_IDS, type Period, RANKING_KINDS, type RankingKind } from '@/lib/rankings/catalog'
import type { RankingRow, Snapshot } from './import-file'

export const DEMO_DAYS = 30
export const DEMO_WEEKS = 5
const ROWS = 20

/** Words of the product names, per main category (Russian, as sellers see them on Ozon). */
const GOODS: Record<number, string[]> = {
  99997: ['Органайзер для хранения', 'Набор контейнеров', 'Сушилка для белья', 'Вешалки бархатные', 'Корзина плетёная'],
  99991: ['Беспроводные наушники', 'Power bank 20000 мАч', 'Умные часы', 'Кабель USB-C', 'Портативная колонка'],
  99998: ['Сыворотка для лица', 'Патчи для глаз', 'Шампунь увлажняющий', 'Крем для рук', 'Маска для волос'],
  99996: ['Худи оверсайз', 'Рюкзак городской', 'Сумка шоппер', 'Кроссовки беговые', 'Пуховик зимний'],
  99995: ['Конструктор магнитный', 'Подгузники-трусики', 'Мягкая игрушка', 'Развивающий коврик', 'Пазл деревянный'],
  99990: ['Плед флисовый', 'Комплект постельного белья', 'Подушка ортопедическая', 'Полка настенная', 'Штора блэкаут'],
  99994: ['Протеин сывороточный', 'Чай улун', 'Витамин D3', 'Кофе в зёрнах', 'Орехи ассорти'],
  99999: ['Голубика свежая', 'Авокадо хасс', 'Манго', 'Мандарины', 'Гранат'],
  99992: ['Коврик для йоги', 'Эспандер ленточный', 'Термос 1 л', 'Велоперчатки', 'Палатка туристическая'],
  99989: ['Тонометр автоматический', 'Пластырь бактерицидный', 'Ортопедическая стелька', 'Маска медицинская', 'Термометр'],
  99993: ['Подписка на музыку', 'Электронная книга', 'Подарочный сертификат', 'Онлайн-курс', 'Ключ игры'],
  99987: ['Видеорегистратор', 'Автомобильный держатель', 'Щётки стеклоочистителя', 'Компрессор', 'Чехлы на сиденья'],
}
const VARIANTS = ['', ' премиум', ' 2 шт', ' набор', ' XL', ' мини', ' для дома', ' новинка']
const BRANDS = ['Nova', 'Orbit', 'Sakura', 'Polar', 'Zenith', 'Lumo', 'Taiga', 'Volna', 'Kedr', 'Aurora', 'Baikal', 'Mira']
const SHOPS = ['Дом и Уют', 'ТехноМир', 'Красота+', 'Стиль Маркет', 'Детский Рай', 'Спорт Лайн', 'Авто Профи', 'Эко Лавка']
/** Where demo sellers are: half in China (the China zone), a third in Russia, the rest elsewhere. */
const SELLER_COUNTRIES = ['CN', 'CN', 'CN', 'CN', 'CN', 'CN', 'CN', 'CN', 'CN', 'CN', 'RU', 'RU', 'RU', 'RU', 'RU', 'RU', 'RU', 'TR', 'KZ', 'HK']
const KEYWORDS = ['новинка', 'скидка', 'подарок', 'набор', 'для дома', 'для детей', 'зима', 'хит продаж', 'оригинал', 'с доставкой']

/** mulberry32: small, fast and good enough for demo data. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

/** Days since 2000-01-01: sales follow a slow wave over the days, the same for a given date. */
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000)

function rowsFor(kind: RankingKind, typeId: number, period: Period, date: string): RankingRow[] {
  const next = random(hash(`${kind}|${typeId}|${period}|${date}`))
  const scale = period === 'week' ? 7 : 1
  const wave = 1 + 0.15 * Math.sin(dayNumber(date) / 5 + typeId)
  const goods = GOODS[typeId] ?? GOODS[99997]!
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T
  const growth = () => (next() < 0.15 ? null : Math.round((0.6 + next() * 3) * 10) / 10)
  return Array.from({ length: ROWS }, (_, index): RankingRow => {
    const rank = index + 1
    // Higher ranks sell more: a long tail, with some noise.
    const sales = Math.round((20_000 / rank ** 0.8) * scale * wave * (0.85 + next() * 0.3))
    const price = Math.round((199 + next() * 4800) * 100) / 100
    switch (kind) {
      case 'good':
      case 'soarGood': {
        const goodsId = String(100_000_000 + (hash(`${typeId}|${rank}|${kind}`) % 900_000_000))
        // A product keeps its name (and its price, within a few percent) from day to day.
        const own = random(hash(goodsId))
        const ownPick = <T,>(list: readonly T[]) => list[Math.floor(own() * list.length)] as T
        const goodsName = `${ownPick(BRANDS)} ${ownPick(goods)}${ownPick(VARIANTS)}`
        const ownPrice = Math.round((199 + own() * 4800) * (0.97 + next() * 0.06) * 100) / 100
        // Drawn after the name and price, so those stay what they were before sellers had a country.
        const sellerCountry = ownPick(SELLER_COUNTRIES)
        return { rank, goodsId, goodsName, thumbUrl: null, daySales: sales, price: ownPrice, dayGrowth: growth(), sellerCountry }
      }
      case 'category':
        return { rank, typeName: pick(goods), sales: sales * 12, gmv: Math.round(sales * 12 * price) }
      case 'keyword':
        return { rank, keyWord: `${pick(goods).toLowerCase()} ${pick(KEYWORDS)}`, heat: sales * 9, clickHeat: Math.round(sales * 9 * (0.1 + next() * 0.3)) }
      case 'soarMall': {
        const mallName = `${pick(SHOPS)} ${pick(BRANDS)}`
        // A shop is where it is, whichever day it ranks.
        const sellerCountry = SELLER_COUNTRIES[hash(mallName) % SELLER_COUNTRIES.length] as string
        return { rank, mallName, thumbUrl: null, sales, yesterdayGrowth: growth(), sellerCountry }
      }
      case 'brand':
        return { rank, brandName: BRANDS[(rank + typeId) % BRANDS.length] + (rank > BRANDS.length ? ` ${rank}` : ''), brandImgUrl: null, sales: sales * 3, gmv: Math.round(sales * 3 * price) }
    }
  })
}

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10)

/** Every demo snapshot up to `today` (YYYY-MM-DD): days, and weeks ending on Sundays. */
export function demoSnapshots(today: string): Snapshot[] {
  const end = Date.parse(`${today}T00:00:00Z`)
  const days = Array.from({ length: DEMO_DAYS }, (_, i) => isoDate(end - i * 86_400_000))
  const lastSunday = end - new Date(end).getUTCDay() * 86_400_000
  const weeks = Array.from({ length: DEMO_WEEKS }, (_, i) => isoDate(lastSunday - i * 7 * 86_400_000))
  const snapshots: Snapshot[] = []
  for (const kind of RANKING_KINDS)
    for (const typeId of MAIN_CATEGORY_IDS) {
      for (const date of days) snapshots.push({ kind, typeId, period: 'day', date, rows: rowsFor(kind, typeId, 'day', date) })
      for (const date of weeks) snapshots.push({ kind, typeId, period: 'week', date, rows: rowsFor(kind, typeId, 'week', date) })
    }
  return snapshots
}
