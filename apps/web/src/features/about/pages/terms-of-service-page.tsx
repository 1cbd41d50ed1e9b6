import { STORE_NAME } from '@campus/contract';
import { TERMS_SECTIONS } from '../terms-sections';

/** §2 Terms of Service: ten numbered sections with a table of contents. */
export function TermsOfServicePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 md:py-10">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Terms of Service</h1>
      <p className="mt-2 text-slate-600">Please read these terms carefully before using {STORE_NAME}.</p>

      <nav aria-label="Sections" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <ol className="grid list-decimal gap-1 pl-5 text-sm text-brand-800 sm:grid-cols-2">
          {TERMS_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-8 space-y-8">
        {TERMS_SECTIONS.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-[calc(max(12vh,3.5rem)+1rem)] md:scroll-mt-4"
          >
            <h2 id={`${section.id}-title`} className="text-xl font-semibold text-slate-900">
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
