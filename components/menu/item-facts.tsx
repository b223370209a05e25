import { nutritionRows, type readNutrition, type readPortionGuide } from '@/lib/domain/menu-item-details';

type Props = {
  ingredients: string[];
  nutrition: ReturnType<typeof readNutrition>;
  portions: ReturnType<typeof readPortionGuide>;
  /** the unit a day's portion is counted in */
  unit: string;
};

/** Under a dish: what goes in it, its nutrition per 100 g, and how much a dog eats a day. */
export function ItemFacts({ ingredients, nutrition, portions, unit }: Props) {
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-3">
      <section aria-labelledby="ingredients">
        <h2 id="ingredients" className="text-lg font-semibold">Ingredients</h2>
        {ingredients.length > 0 ? (
          <ul className="mt-2 list-inside list-disc text-stone-800">
            {ingredients.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-stone-700">Ask us: we will tell you exactly what goes in.</p>
        )}
      </section>
      <section aria-labelledby="nutrition">
        <h2 id="nutrition" className="text-lg font-semibold">Nutrition per 100 g</h2>
        {nutrition ? (
          <table className="mt-2 w-full text-left text-sm">
            <tbody>
              {nutritionRows(nutrition).map((r) => (
                <tr key={r.label} className="border-b border-brand-100">
                  <th scope="row" className="py-1 font-medium">{r.label}</th>
                  <td className="py-1 text-right">{r.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-2 text-stone-700">Not yet measured.</p>
        )}
      </section>
      <section aria-labelledby="portions">
        <h2 id="portions" className="text-lg font-semibold">How much a day</h2>
        {portions.length > 0 ? (
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-brand-100">
                <th scope="col" className="py-1 font-medium">Dog’s weight</th>
                <th scope="col" className="py-1 text-right font-medium">A day</th>
              </tr>
            </thead>
            <tbody>
              {portions.map((r) => (
                <tr key={r.dogWeightKg} className="border-b border-brand-100">
                  <td className="py-1">{r.dogWeightKg} kg</td>
                  <td className="py-1 text-right">{r.perDay} {unit}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-2 text-stone-700">Ask us for your dog’s portion.</p>
        )}
        <p className="mt-2 text-xs text-stone-700">A guide for an adult dog of average activity; puppies and working dogs need more. Ask your vet.</p>
      </section>
    </div>
  );
}
