// The pieces of food drawn into the demo pictures, each an SVG fragment at a point. Shapes are
// kept simple (a few paths each) so a picture stays a few kilobytes as WebP.
import type { Random } from './random';
import type { Base, Topping, Treat } from './recipe';

const f = (n: number) => n.toFixed(1);

/** An irregular rounded lump: chicken, mutton, fish flakes. */
function lump(x: number, y: number, size: number, rnd: Random, fill: string, stroke: string) {
  const n = 7;
  const pts = Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    const r = size * rnd.between(0.65, 1.1);
    return [x + Math.cos(a) * r, y + Math.sin(a) * r * 0.8];
  });
  const d = pts.map(([px, py], i) => `${i ? 'L' : 'M'}${f(px)} ${f(py)}`).join(' ') + 'Z';
  return `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="1.5" stroke-linejoin="round"/>`;
}

function cube(x: number, y: number, s: number, rnd: Random, top: string, side: string) {
  const rot = rnd.between(0, 90);
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"><rect x="${f(-s / 2)}" y="${f(-s / 2)}" width="${f(s)}" height="${f(s)}" rx="${f(s * 0.2)}" fill="${side}"/><rect x="${f(-s / 2)}" y="${f(-s / 2)}" width="${f(s * 0.8)}" height="${f(s * 0.8)}" rx="${f(s * 0.2)}" fill="${top}"/></g>`;
}

const TOPPINGS: Record<Topping, { count: number; draw: (x: number, y: number, s: number, rnd: Random) => string }> = {
  chicken: { count: 7, draw: (x, y, s, r) => lump(x, y, s * 1.1, r, r.pick(['#ecd2a6', '#e6c48f', '#f1dbb5']), '#c49055') },
  mutton: { count: 7, draw: (x, y, s, r) => lump(x, y, s * 1.05, r, r.pick(['#7d3a26', '#8e4630', '#6d3020']), '#4e1f13') },
  fish: { count: 7, draw: (x, y, s, r) => lump(x, y, s, r, r.pick(['#f5e2d2', '#f0d5c0']), '#d7a98a') + `<path d="M${f(x - s * 0.5)} ${f(y)} q${f(s * 0.5)} ${f(-s * 0.3)} ${f(s)} 0" stroke="#d7a98a" fill="none"/>` },
  paneer: { count: 7, draw: (x, y, s, r) => cube(x, y, s * 1.3, r, '#fffbea', '#e9dfc0') },
  pumpkin: { count: 8, draw: (x, y, s, r) => cube(x, y, s * 1.15, r, '#f39a34', '#d9731a') },
  sweetPotato: { count: 7, draw: (x, y, s, r) => cube(x, y, s * 1.2, r, '#f7b04d', '#de8a2a') },
  carrot: { count: 9, draw: (x, y, s) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.55)}" fill="#ec7420"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.28)}" fill="#f6a55b"/>` },
  peas: { count: 14, draw: (x, y, s) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.32)}" fill="#5fa83f"/><circle cx="${f(x - s * 0.1)}" cy="${f(y - s * 0.1)}" r="${f(s * 0.1)}" fill="#a6d77f"/>` },
  beans: { count: 7, draw: (x, y, s, r) => `<rect x="${f(x - s)}" y="${f(y - s * 0.22)}" width="${f(s * 2)}" height="${f(s * 0.44)}" rx="${f(s * 0.22)}" fill="#4f9a39" transform="rotate(${f(r.between(0, 180))} ${f(x)} ${f(y)})"/>` },
  spinach: { count: 5, draw: (x, y, s, r) => `<g transform="rotate(${f(r.between(0, 360))} ${f(x)} ${f(y)})"><path d="M${f(x - s * 1.2)} ${f(y)} Q${f(x)} ${f(y - s)} ${f(x + s * 1.2)} ${f(y)} Q${f(x)} ${f(y + s)} ${f(x - s * 1.2)} ${f(y)}Z" fill="#2f6d32"/><path d="M${f(x - s)} ${f(y)} L${f(x + s)} ${f(y)}" stroke="#5c9b4f" stroke-width="1.2"/></g>` },
  egg: { count: 3, draw: (x, y, s, r) => `<g transform="rotate(${f(r.between(0, 180))} ${f(x)} ${f(y)})"><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 1.7)}" ry="${f(s * 1.25)}" fill="#fffdf6" stroke="#e8e0cc" stroke-width="1.5"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.72)}" fill="#f4b223"/><circle cx="${f(x - s * 0.2)}" cy="${f(y - s * 0.2)}" r="${f(s * 0.25)}" fill="#f8cf5e"/></g>` },
  dal: { count: 22, draw: (x, y, s) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.2)}" fill="#f2c84b"/>` },
  ghee: { count: 4, draw: (x, y, s) => `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.8)}" ry="${f(s * 0.4)}" fill="#fff6c8" opacity="0.55"/>` },
};

/** Pieces of one topping scattered over a round surface at (cx, cy) of radius r. */
export function scatterTopping(topping: Topping, cx: number, cy: number, r: number, rnd: Random) {
  const { count, draw } = TOPPINGS[topping];
  const size = r * 0.15;
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = rnd.between(0, Math.PI * 2);
    const d = Math.sqrt(rnd.next()) * r * 0.72;
    out += draw(cx + Math.cos(a) * d, cy + Math.sin(a) * d, size * rnd.between(0.85, 1.15), rnd);
  }
  return out;
}

function grains(cx: number, cy: number, r: number, rnd: Random, colours: string[], n: number, len: number) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = rnd.between(0, Math.PI * 2);
    const d = Math.sqrt(rnd.next()) * r * 0.95;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(len)}" ry="${f(len * 0.4)}" fill="${rnd.pick(colours)}" transform="rotate(${f(rnd.between(0, 180))} ${f(x)} ${f(y)})"/>`;
  }
  return out;
}

/** The food that fills a bowl: rice, khichdi, broth... drawn as a disc of radius r. */
export function drawBase(base: Base, cx: number, cy: number, r: number, rnd: Random) {
  const disc = (fill: string) => `<circle cx="${cx}" cy="${cy}" r="${f(r)}" fill="${fill}"/>`;
  switch (base) {
    case 'rice':
      return disc('#efe6d0') + grains(cx, cy, r, rnd, ['#fffaf0', '#f6efdc', '#e4d8bb'], 110, r * 0.05);
    case 'brownRice':
      return disc('#b98e5c') + grains(cx, cy, r, rnd, ['#cfa877', '#a77a47', '#dcbc8d'], 110, r * 0.05);
    case 'khichdi':
      return disc('#e2b442') + grains(cx, cy, r, rnd, ['#efcb62', '#f6e0a0', '#d19d2c'], 70, r * 0.045);
    case 'mash':
      return disc('#d69a55') + `<path d="M${f(cx - r * 0.6)} ${f(cy)} q${f(r * 0.3)} ${f(-r * 0.4)} ${f(r * 0.6)} 0 t${f(r * 0.6)} 0" stroke="#e8b978" stroke-width="${f(r * 0.06)}" fill="none" stroke-linecap="round"/>`;
    case 'kibble': {
      let out = disc('#7a4b27');
      for (let i = 0; i < 45; i++) {
        const a = rnd.between(0, Math.PI * 2);
        const d = Math.sqrt(rnd.next()) * r * 0.9;
        out += `<circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(r * 0.085)}" fill="${rnd.pick(['#9a6233', '#8a552a', '#a86d3b'])}" stroke="#5f3518" stroke-width="1.5"/>`;
      }
      return out;
    }
    case 'broth': {
      let out = `<defs><radialGradient id="broth"><stop offset="0" stop-color="#e3ae52"/><stop offset="1" stop-color="#b97a28"/></radialGradient></defs>` + disc('url(#broth)');
      for (let i = 0; i < 9; i++) {
        const a = rnd.between(0, Math.PI * 2);
        const d = Math.sqrt(rnd.next()) * r * 0.8;
        out += `<circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(r * rnd.between(0.03, 0.08))}" fill="#fbe3a4" opacity="0.6"/>`;
      }
      return out + `<path d="M${f(cx - r * 0.6)} ${f(cy - r * 0.55)} a${f(r * 0.85)} ${f(r * 0.85)} 0 0 1 ${f(r * 0.9)} ${f(-r * 0.2)}" stroke="#fff3d0" stroke-width="${f(r * 0.05)}" fill="none" opacity="0.6" stroke-linecap="round"/>`;
    }
    case 'curd':
      return disc('#fbf8ef') + `<path d="M${f(cx)} ${f(cy)} m${f(-r * 0.5)} 0 a${f(r * 0.5)} ${f(r * 0.5)} 0 1 1 ${f(r * 0.5)} ${f(r * 0.5)} a${f(r * 0.3)} ${f(r * 0.3)} 0 1 1 ${f(-r * 0.2)} ${f(-r * 0.5)}" stroke="#e9e0cb" stroke-width="${f(r * 0.06)}" fill="none" stroke-linecap="round"/>`;
  }
}

function bone(x: number, y: number, s: number, rot: number, fill: string, stroke: string) {
  const k = (dx: number, dy: number) => `<circle cx="${f(dx)}" cy="${f(dy)}" r="${f(s * 0.32)}"/>`;
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})" fill="${fill}" stroke="${stroke}" stroke-width="1.5">${k(-s, -s * 0.25)}${k(-s, s * 0.25)}${k(s, -s * 0.25)}${k(s, s * 0.25)}<rect x="${f(-s)}" y="${f(-s * 0.22)}" width="${f(s * 2)}" height="${f(s * 0.44)}" stroke="none"/></g>`;
}

/** Treats laid out on a board centred at (cx, cy), spread over a w × h area. */
export function drawTreats(treat: Treat, cx: number, cy: number, w: number, h: number, rnd: Random) {
  const spots = (n: number) =>
    Array.from({ length: n }, (_, i) => {
      const cols = Math.ceil(Math.sqrt(n * (w / h)));
      const rows = Math.ceil(n / cols);
      const col = i % cols;
      const row = Math.floor(i / cols);
      return [cx - w / 2 + ((col + 0.5) * w) / cols + rnd.between(-8, 8), cy - h / 2 + ((row + 0.5) * h) / rows + rnd.between(-8, 8)];
    });
  const s = Math.min(w, h) * 0.14;
  switch (treat) {
    case 'bones': {
      const fill = rnd.pick(['#c98b45', '#b87938', '#d59b55']);
      return spots(6).map(([x, y]) => bone(x, y, s * 1.1, rnd.between(-40, 40), fill, '#8d5522')).join('');
    }
    case 'biscuits':
      return spots(7)
        .map(([x, y]) => {
          let holes = '';
          for (let i = 0; i < 5; i++) holes += `<circle cx="${f(x + rnd.between(-s * 0.5, s * 0.5))}" cy="${f(y + rnd.between(-s * 0.5, s * 0.5))}" r="1.8" fill="#9b6126"/>`;
          return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.95)}" fill="#d6a05a" stroke="#a86b2c" stroke-width="2"/>${holes}`;
        })
        .join('');
    case 'jerky':
      return spots(5)
        .map(([x, y]) => `<g transform="rotate(${f(rnd.between(-25, 25))} ${f(x)} ${f(y)})"><path d="M${f(x - s * 1.6)} ${f(y - s * 0.3)} q${f(s * 0.8)} ${f(-s * 0.35)} ${f(s * 1.6)} 0 t${f(s * 1.6)} 0 l0 ${f(s * 0.7)} q${f(-s * 0.8)} ${f(s * 0.35)} ${f(-s * 1.6)} 0 t${f(-s * 1.6)} 0Z" fill="#8a4526" stroke="#5e2a14" stroke-width="1.5"/><path d="M${f(x - s)} ${f(y)} q${f(s)} ${f(-s * 0.2)} ${f(s * 2)} 0" stroke="#b2673d" stroke-width="2" fill="none"/></g>`)
        .join('');
    case 'chews':
      return spots(8)
        .map(([x, y]) => `<g transform="rotate(${f(rnd.between(0, 180))} ${f(x)} ${f(y)})"><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 1.2)}" ry="${f(s * 0.75)}" fill="#d9782a" stroke="#a9561b" stroke-width="2"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.8)}" ry="${f(s * 0.45)}" fill="#eea257"/></g>`)
        .join('');
    case 'pupcakes':
      // Seen from the side, so the wrapper reads as a cupcake.
      return spots(3)
        .map(([x, y]) => {
          const b = s * 2.2;
          let stripes = '';
          for (let i = -2; i <= 2; i++) stripes += `<path d="M${f(x + i * b * 0.22)} ${f(y)} L${f(x + i * b * 0.17)} ${f(y + b * 0.9)}" stroke="#c76d86" stroke-width="2"/>`;
          return `<path d="M${f(x - b * 0.6)} ${f(y)} L${f(x + b * 0.6)} ${f(y)} L${f(x + b * 0.45)} ${f(y + b * 0.9)} L${f(x - b * 0.45)} ${f(y + b * 0.9)}Z" fill="#f1a9bb"/>${stripes}<ellipse cx="${f(x)}" cy="${f(y - b * 0.1)}" rx="${f(b * 0.68)}" ry="${f(b * 0.32)}" fill="#e58a2e"/><path d="M${f(x - b * 0.5)} ${f(y - b * 0.25)} q${f(b * 0.5)} ${f(-b * 0.9)} ${f(b)} 0 z" fill="#fffaf0" stroke="#eadfca" stroke-width="1.5"/><circle cx="${f(x)}" cy="${f(y - b * 0.62)}" r="${f(b * 0.08)}" fill="#c74a2e"/>`;
        })
        .join('');
  }
}
