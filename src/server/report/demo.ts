/**
 * Demo rankings for a fresh site: the last 30 days (and the last 5 weeks) of every kind in every
 * main category, 20 rows each. Plausible (Ozon-style product names with their Chinese and English
 * translations, sales that drift from day to day, sellers in China, Russia and elsewhere), deterministic (a seeded generator per snapshot: the same date gives the same ranking),
 * and stored with source 'demo' so that the admin and the API can say so.
 */
import { MAIN_CATEGORY_IDS, type Period, RANKING_KINDS, type RankingKind } from '@/lib/rankings/catalog'
import type { RankingRow, Snapshot } from './import-file'

export const DEMO_DAYS = 30
export const DEMO_WEEKS = 5
const ROWS = 20

/** A demo word in Ozon's language (Russian), and in Chinese and English for the readers' names. */
type Word = readonly [ru: string, zh: string, en: string]

/** Words of the product names, per main category. */
const GOODS: Record<number, readonly Word[]> = {
  99997: [['Органайзер для хранения', '收纳整理盒', 'Storage organizer'], ['Набор контейнеров', '收纳盒套装', 'Container set'], ['Сушилка для белья', '晾衣架', 'Laundry drying rack'], ['Вешалки бархатные', '植绒衣架', 'Velvet hangers'], ['Корзина плетёная', '编织收纳篮', 'Woven basket']],
  99991: [['Беспроводные наушники', '无线耳机', 'Wireless earbuds'], ['Power bank 20000 мАч', '20000毫安充电宝', 'Power bank 20000 mAh'], ['Умные часы', '智能手表', 'Smartwatch'], ['Кабель USB-C', 'USB-C数据线', 'USB-C cable'], ['Портативная колонка', '便携音箱', 'Portable speaker']],
  99998: [['Сыворотка для лица', '面部精华', 'Face serum'], ['Патчи для глаз', '眼膜贴', 'Eye patches'], ['Шампунь увлажняющий', '保湿洗发水', 'Moisturizing shampoo'], ['Крем для рук', '护手霜', 'Hand cream'], ['Маска для волос', '发膜', 'Hair mask']],
  99996: [['Худи оверсайз', '宽松连帽卫衣', 'Oversized hoodie'], ['Рюкзак городской', '城市双肩包', 'City backpack'], ['Сумка шоппер', '托特购物袋', 'Tote bag'], ['Кроссовки беговые', '跑步鞋', 'Running shoes'], ['Пуховик зимний', '冬季羽绒服', 'Winter down jacket']],
  99995: [['Конструктор магнитный', '磁力积木', 'Magnetic building set'], ['Подгузники-трусики', '拉拉裤', 'Diaper pants'], ['Мягкая игрушка', '毛绒玩具', 'Plush toy'], ['Развивающий коврик', '益智爬行垫', 'Activity play mat'], ['Пазл деревянный', '木质拼图', 'Wooden puzzle']],
  99990: [['Плед флисовый', '法兰绒毯', 'Fleece blanket'], ['Комплект постельного белья', '床上用品套件', 'Bedding set'], ['Подушка ортопедическая', '护颈枕', 'Orthopedic pillow'], ['Полка настенная', '壁挂置物架', 'Wall shelf'], ['Штора блэкаут', '遮光窗帘', 'Blackout curtain']],
  99994: [['Протеин сывороточный', '乳清蛋白粉', 'Whey protein'], ['Чай улун', '乌龙茶', 'Oolong tea'], ['Витамин D3', '维生素D3', 'Vitamin D3'], ['Кофе в зёрнах', '咖啡豆', 'Coffee beans'], ['Орехи ассорти', '混合坚果', 'Mixed nuts']],
  99999: [['Голубика свежая', '新鲜蓝莓', 'Fresh blueberries'], ['Авокадо хасс', '哈斯牛油果', 'Hass avocado'], ['Манго', '芒果', 'Mango'], ['Мандарины', '柑橘', 'Mandarins'], ['Гранат', '石榴', 'Pomegranate']],
  99992: [['Коврик для йоги', '瑜伽垫', 'Yoga mat'], ['Эспандер ленточный', '弹力带', 'Resistance band'], ['Термос 1 л', '1升保温杯', 'Thermos 1 l'], ['Велоперчатки', '骑行手套', 'Cycling gloves'], ['Палатка туристическая', '露营帐篷', 'Camping tent']],
  99989: [['Тонометр автоматический', '电子血压计', 'Automatic blood pressure monitor'], ['Пластырь бактерицидный', '创可贴', 'Adhesive bandage'], ['Ортопедическая стелька', '矫形鞋垫', 'Orthopedic insole'], ['Маска медицинская', '医用口罩', 'Medical mask'], ['Термометр', '体温计', 'Thermometer']],
  99993: [['Подписка на музыку', '音乐会员', 'Music subscription'], ['Электронная книга', '电子书', 'E-book'], ['Подарочный сертификат', '礼品卡', 'Gift card'], ['Онлайн-курс', '在线课程', 'Online course'], ['Ключ игры', '游戏激活码', 'Game key']],
  99987: [['Видеорегистратор', '行车记录仪', 'Dash cam'], ['Автомобильный держатель', '车载手机支架', 'Car phone holder'], ['Щётки стеклоочистителя', '雨刮器', 'Wiper blades'], ['Компрессор', '车载充气泵', 'Tire inflator'], ['Чехлы на сиденья', '汽车座套', 'Seat covers']],
}
const VARIANTS: readonly Word[] = [['', '', ''], [' премиум', ' 高端款', ' premium'], [' 2 шт', ' 2件装', ' 2 pcs'], [' набор', ' 套装', ' set'], [' XL', ' XL', ' XL'], [' мини', ' 迷你款', ' mini'], [' для дома', ' 家用', ' for home'], [' новинка', ' 新款', ' new']]
const BRANDS = ['Nova', 'Orbit', 'Sakura', 'Polar', 'Zenith', 'Lumo', 'Taiga', 'Volna', 'Kedr', 'Aurora', 'Baikal', 'Mira']
const SHOPS: readonly Word[] = [['Дом и Уют', '家居舒适', 'Home & Comfort'], ['ТехноМир', '科技世界', 'Techno World'], ['Красота+', '美丽+', 'Beauty+'], ['Стиль Маркет', '时尚市集', 'Style Market'], ['Детский Рай', '童乐园', 'Kids Paradise'], ['Спорт Лайн', '运动线', 'Sport Line'], ['Авто Профи', '汽车专家', 'Auto Pro'], ['Эко Лавка', '生态小铺', 'Eco Shop']]
/** Where demo sellers are: half in China (the China zone), a third in Russia, the rest elsewhere. */
const SELLER_COUNTRIES = ['CN', 'CN', 'CN', 'CN', 'CN', 'CN', 'CN', 'CN', 'CN', 'CN', 'RU', 'RU', 'RU', 'RU', 'RU', 'RU', 'RU', 'TR', 'KZ', 'HK']
const KEYWORDS: readonly Word[] = [['новинка', '新款', 'new'], ['скидка', '折扣', 'sale'], ['подарок', '礼物', 'gift'], ['набор', '套装', 'set'], ['для дома', '家用', 'for home'], ['для детей', '儿童', 'for kids'], ['зима', '冬季', 'winter'], ['хит продаж', '爆款', 'best seller'], ['оригинал', '正品', 'original'], ['с доставкой', '包邮', 'with delivery']]

/** A name put together from words, in the three languages: `{ ru, nameZh, nameEn }`. */
function names(...parts: ReadonlyArray<Word | string>) {
  const join = (language: 0 | 1 | 2) => parts.map((part) => (typeof part === 'string' ? part : part[language])).join('')
  return { ru: join(0), nameZh: join(1), nameEn: join(2) }
}

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
        const { ru: goodsName, ...translated } = names(ownPick(BRANDS), ' ', ownPick(goods), ownPick(VARIANTS))
        const ownPrice = Math.round((199 + own() * 4800) * (0.97 + next() * 0.06) * 100) / 100
        // Drawn after the name and price, so those stay what they were before sellers had a country.
        const sellerCountry = ownPick(SELLER_COUNTRIES)
        return { rank, goodsId, goodsName, thumbUrl: null, daySales: sales, price: ownPrice, dayGrowth: growth(), sellerCountry, ...translated }
      }
      case 'category': {
        const { ru: typeName, ...translated } = names(pick(goods))
        return { rank, typeName, sales: sales * 12, gmv: Math.round(sales * 12 * price), ...translated }
      }
      case 'keyword': {
        const [goodsWord, keyword] = [pick(goods), pick(KEYWORDS)]
        // Search words are typed in lower case.
        const lowerCase: Word = [goodsWord[0].toLowerCase(), goodsWord[1], goodsWord[2].toLowerCase()]
        const { ru: keyWord, ...translated } = names(lowerCase, ' ', keyword)
        return { rank, keyWord, heat: sales * 9, clickHeat: Math.round(sales * 9 * (0.1 + next() * 0.3)), ...translated }
      }
      case 'soarMall': {
        const { ru: mallName, ...translated } = names(pick(SHOPS), ' ', pick(BRANDS))
        // A shop is where it is, whichever day it ranks.
        const sellerCountry = SELLER_COUNTRIES[hash(mallName) % SELLER_COUNTRIES.length] as string
        return { rank, mallName, thumbUrl: null, sales, yesterdayGrowth: growth(), sellerCountry, ...translated }
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
