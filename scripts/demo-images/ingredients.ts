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

/** A cube seen slightly from above: a darker side under a lighter top; `edge` marks skin or searing. */
function cube(x: number, y: number, s: number, rnd: Random, top: string, side: string, edge?: string) {
  const rot = rnd.between(0, 90);
  const rim = edge ? `<path d="M${f(-s / 2)} ${f(s * 0.3)} H${f(s * 0.3)} V${f(-s / 2)}" stroke="${edge}" stroke-width="${f(s * 0.16)}" fill="none" stroke-linecap="round"/>` : '';
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"><rect x="${f(-s / 2)}" y="${f(-s / 2)}" width="${f(s)}" height="${f(s)}" rx="${f(s * 0.2)}" fill="${side}"/>${rim}<rect x="${f(-s / 2)}" y="${f(-s / 2)}" width="${f(s * 0.8)}" height="${f(s * 0.8)}" rx="${f(s * 0.2)}" fill="${top}"/></g>`;
}

/** A flake of cooked fish: pale pink-white, with the curved lines its layers part along. */
function fishFlake(x: number, y: number, s: number, rnd: Random) {
  const rot = rnd.between(-40, 40);
  let lines = '';
  for (let i = -1; i <= 1; i++) lines += `<path d="M${f(i * s * 0.4 - s * 0.15)} ${f(-s * 0.55)} q${f(s * 0.35)} ${f(s * 0.55)} 0 ${f(s * 1.1)}" stroke="#d9a58a" stroke-width="1.4" fill="none"/>`;
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"><rect x="${f(-s * 1.05)}" y="${f(-s * 0.7)}" width="${f(s * 2.1)}" height="${f(s * 1.4)}" rx="${f(s * 0.55)}" fill="${rnd.pick(['#fbeee4', '#f7e4d6'])}" stroke="#e2b69c" stroke-width="1.5"/>${lines}</g>`;
}

/** A piece of cooked chicken: a pale golden lump with a few fibres. */
function chickenPiece(x: number, y: number, s: number, rnd: Random) {
  const rot = rnd.between(0, 180);
  return lump(x, y, s, rnd, rnd.pick(['#f0d7a8', '#ebcb93', '#f4dfb9']), '#c08a4e') + `<g transform="rotate(${f(rot)} ${f(x)} ${f(y)})" stroke="#d2a66a" stroke-width="1.3" fill="none"><path d="M${f(x - s * 0.5)} ${f(y - s * 0.2)} l${f(s)} ${f(s * 0.1)}"/><path d="M${f(x - s * 0.45)} ${f(y + s * 0.2)} l${f(s * 0.85)} ${f(s * 0.08)}"/></g>`;
}

const TOPPINGS: Record<Topping, { count: number; draw: (x: number, y: number, s: number, rnd: Random) => string }> = {
  chicken: { count: 6, draw: (x, y, s, r) => chickenPiece(x, y, s * 1.15, r) },
  mutton: { count: 6, draw: (x, y, s, r) => lump(x, y, s * 1.1, r, r.pick(['#7d3a26', '#8e4630', '#6d3020']), '#4e1f13') + `<ellipse cx="${f(x - s * 0.3)}" cy="${f(y - s * 0.3)}" rx="${f(s * 0.35)}" ry="${f(s * 0.18)}" fill="#b56a48" opacity="0.7"/>` },
  fish: { count: 5, draw: fishFlake },
  // paneer: white cubes browned on one edge, so they stand out on white rice
  paneer: { count: 6, draw: (x, y, s, r) => cube(x, y, s * 1.35, r, '#fffcf0', '#e6d7b0', '#d9a44f') },
  pumpkin: { count: 7, draw: (x, y, s, r) => cube(x, y, s * 1.2, r, '#f8a531', '#dc7a16', '#7d9a3c') },
  // sweet potato: deeper orange than pumpkin, with its purple-brown skin on one edge
  sweetPotato: { count: 6, draw: (x, y, s, r) => cube(x, y, s * 1.2, r, '#ee8a2c', '#c9651a', '#7a3f4f') },
  carrot: { count: 8, draw: (x, y, s) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.6)}" fill="#ec7420" stroke="#c95a12" stroke-width="1.2"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.3)}" fill="#f6a55b"/>` },
  peas: { count: 14, draw: (x, y, s) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.36)}" fill="#5fa83f" stroke="#3f7f2a" stroke-width="1"/><circle cx="${f(x - s * 0.1)}" cy="${f(y - s * 0.1)}" r="${f(s * 0.11)}" fill="#a6d77f"/>` },
  beans: { count: 7, draw: (x, y, s, r) => `<g transform="rotate(${f(r.between(0, 180))} ${f(x)} ${f(y)})"><rect x="${f(x - s)}" y="${f(y - s * 0.24)}" width="${f(s * 2)}" height="${f(s * 0.48)}" rx="${f(s * 0.24)}" fill="#4f9a39" stroke="#34702a" stroke-width="1"/><circle cx="${f(x - s * 0.4)}" cy="${f(y)}" r="${f(s * 0.1)}" fill="#7cbf5e"/><circle cx="${f(x + s * 0.2)}" cy="${f(y)}" r="${f(s * 0.1)}" fill="#7cbf5e"/></g>` },
  spinach: { count: 5, draw: (x, y, s, r) => `<g transform="rotate(${f(r.between(0, 360))} ${f(x)} ${f(y)})"><path d="M${f(x - s * 1.3)} ${f(y)} Q${f(x)} ${f(y - s * 1.1)} ${f(x + s * 1.3)} ${f(y)} Q${f(x)} ${f(y + s * 1.1)} ${f(x - s * 1.3)} ${f(y)}Z" fill="#2f6d32"/><path d="M${f(x - s * 1.1)} ${f(y)} L${f(x + s * 1.1)} ${f(y)}" stroke="#5c9b4f" stroke-width="1.4"/></g>` },
  egg: { count: 3, draw: (x, y, s, r) => `<g transform="rotate(${f(r.between(0, 180))} ${f(x)} ${f(y)})"><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 1.7)}" ry="${f(s * 1.25)}" fill="#fffdf6" stroke="#e8e0cc" stroke-width="1.5"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.72)}" fill="#f4b223"/><circle cx="${f(x - s * 0.2)}" cy="${f(y - s * 0.2)}" r="${f(s * 0.25)}" fill="#f8cf5e"/></g>` },
  dal: { count: 24, draw: (x, y, s) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.22)}" fill="#f2c84b" stroke="#d9a92a" stroke-width="0.8"/>` },
  ghee: { count: 4, draw: (x, y, s) => `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.8)}" ry="${f(s * 0.4)}" fill="#fff6c8" opacity="0.55"/>` },
  // a spoonful of curd: one white swirl
  curd: { count: 1, draw: (x, y, s) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 1.6)}" fill="#fdfbf4" stroke="#e7dec8" stroke-width="1.5"/><path d="M${f(x - s * 0.8)} ${f(y)} a${f(s * 0.8)} ${f(s * 0.8)} 0 1 1 ${f(s * 0.8)} ${f(s * 0.8)} a${f(s * 0.45)} ${f(s * 0.45)} 0 1 1 ${f(-s * 0.3)} ${f(-s * 0.8)}" stroke="#e9e0cb" stroke-width="${f(s * 0.16)}" fill="none" stroke-linecap="round"/>` },
};

/**
 * Pieces of one topping scattered over a round surface at (cx, cy) of radius r; within the
 * sector from angle a0 to a1 when given (a pet bowl lays each ingredient in its own part, the way
 * such bowls are served and photographed, so every one of them can be seen).
 */
export function scatterTopping(topping: Topping, cx: number, cy: number, r: number, rnd: Random, sector?: [number, number], scale = 1) {
  const { count: loose, draw } = TOPPINGS[topping];
  // a wedge is heaped: more pieces, in three rings from the middle to the rim
  const count = sector ? Math.ceil(loose * 1.5) : loose;
  const size = r * (sector ? 0.18 : 0.16) * scale;
  let out = '';
  for (let i = 0; i < count; i++) {
    let a: number;
    let d: number;
    if (sector) {
      const ring = i % 3;
      const inRing = Math.floor(i / 3);
      const perRing = Math.ceil(count / 3);
      const margin = ring === 0 ? 0.25 : 0.1;
      a = sector[0] + (sector[1] - sector[0]) * (margin + (1 - 2 * margin) * ((inRing + rnd.between(0.25, 0.75)) / perRing));
      d = r * (0.24 + ring * 0.24 + rnd.between(-0.04, 0.04));
    } else {
      a = rnd.between(0, Math.PI * 2);
      d = Math.sqrt(rnd.next()) * r * (0.72 - (scale - 1) * 0.3);
    }
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
      // set curd: a thick white top, creamier towards the pot's wall, with one spoonful taken out
      return `<defs><radialGradient id="curd"><stop offset="0.7" stop-color="#fdfbf5"/><stop offset="1" stop-color="#efe4c8"/></radialGradient></defs>` + disc('url(#curd)') +
        `<ellipse cx="${f(cx + r * 0.22)}" cy="${f(cy + r * 0.12)}" rx="${f(r * 0.34)}" ry="${f(r * 0.24)}" fill="#ece2c9" transform="rotate(-25 ${f(cx + r * 0.22)} ${f(cy + r * 0.12)})"/>` +
        `<ellipse cx="${f(cx + r * 0.2)}" cy="${f(cy + r * 0.16)}" rx="${f(r * 0.26)}" ry="${f(r * 0.16)}" fill="#f6f0e0" transform="rotate(-25 ${f(cx + r * 0.2)} ${f(cy + r * 0.16)})"/>` +
        `<path d="M${f(cx - r * 0.55)} ${f(cy - r * 0.3)} q${f(r * 0.3)} ${f(-r * 0.25)} ${f(r * 0.6)} ${f(-r * 0.2)}" stroke="#fff" stroke-width="${f(r * 0.05)}" fill="none" stroke-linecap="round" opacity="0.9"/>`;
  }
}

/** A bone shape; `chunky` for a baked biscuit (fat knobs, a thick middle), thin for a chew bone. */
function bone(x: number, y: number, s: number, rot: number, fill: string, stroke: string, chunky = false) {
  const [kr, ky, bar] = chunky ? [0.4, 0.3, 0.72] : [0.32, 0.25, 0.44];
  const k = (dx: number, dy: number) => `<circle cx="${f(dx)}" cy="${f(dy)}" r="${f(s * kr)}"/>`;
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})" fill="${fill}" stroke="${stroke}" stroke-width="1.5">${k(-s, -s * ky)}${k(-s, s * ky)}${k(s, -s * ky)}${k(s, s * ky)}<rect x="${f(-s)}" y="${f((-s * bar) / 2)}" width="${f(s * 2)}" height="${f(s * bar)}" stroke="none"/></g>`;
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
    case 'biscuits': {
      // golden bone-shaped biscuits with a peanut-butter cookie's fork marks, peanuts and oat flakes between
      let out = spots(5)
        .map(([x, y]) => {
          const rot = rnd.between(-35, 35);
          // the fork's criss-cross, pressed into the middle
          let marks = '';
          for (let i = -1; i <= 1; i++) marks += `<path d="M${f(x + i * s * 0.35 - s * 0.3)} ${f(y - s * 0.22)} l${f(s * 0.6)} ${f(s * 0.44)} M${f(x + i * s * 0.35 + s * 0.3)} ${f(y - s * 0.22)} l${f(-s * 0.6)} ${f(s * 0.44)}" stroke="#a5692c" stroke-width="1.3" opacity="0.8"/>`;
          return bone(x, y, s * 1.15, rot, rnd.pick(['#d8a25c', '#cf9650', '#dcab68']), '#a4682b', true) + `<g transform="rotate(${f(rot)} ${f(x)} ${f(y)})">${marks}</g>`;
        })
        .join('');
      for (let i = 0; i < 7; i++) {
        const x = cx + rnd.between(-w / 2, w / 2);
        const y = cy + rnd.between(-h / 2, h / 2);
        out += i % 2
          ? `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.32)}" ry="${f(s * 0.22)}" fill="#c98b4a" stroke="#8e5524" stroke-width="1.2" transform="rotate(${f(rnd.between(0, 180))} ${f(x)} ${f(y)})"/>`
          : `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.22)}" ry="${f(s * 0.14)}" fill="#eedcb4" transform="rotate(${f(rnd.between(0, 180))} ${f(x)} ${f(y)})"/>`;
      }
      return out;
    }
    case 'jerky':
      return spots(5)
        .map(([x, y]) => `<g transform="rotate(${f(rnd.between(-25, 25))} ${f(x)} ${f(y)})"><path d="M${f(x - s * 1.6)} ${f(y - s * 0.3)} q${f(s * 0.8)} ${f(-s * 0.35)} ${f(s * 1.6)} 0 t${f(s * 1.6)} 0 l0 ${f(s * 0.7)} q${f(-s * 0.8)} ${f(s * 0.35)} ${f(-s * 1.6)} 0 t${f(-s * 1.6)} 0Z" fill="#8a4526" stroke="#5e2a14" stroke-width="1.5"/><path d="M${f(x - s)} ${f(y)} q${f(s)} ${f(-s * 0.2)} ${f(s * 2)} 0" stroke="#b2673d" stroke-width="2" fill="none"/></g>`)
        .join('');
    case 'chews':
      // dried sweet potato slices: deep orange, wrinkled, with the purple-brown skin round the edge
      return spots(8)
        .map(([x, y]) => `<g transform="rotate(${f(rnd.between(0, 180))} ${f(x)} ${f(y)})"><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 1.3)}" ry="${f(s * 0.8)}" fill="#d9782a" stroke="#7a3f4f" stroke-width="${f(s * 0.14)}"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.85)}" ry="${f(s * 0.48)}" fill="none" stroke="#f0a55c" stroke-width="2"/><path d="M${f(x - s * 0.6)} ${f(y + s * 0.1)} q${f(s * 0.6)} ${f(-s * 0.3)} ${f(s * 1.2)} 0" stroke="#b85e1c" stroke-width="1.3" fill="none"/></g>`)
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
