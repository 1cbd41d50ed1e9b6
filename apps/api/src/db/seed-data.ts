import type { CategoryName, ChoiceKind } from '@campus/contract';

/** A product the demo catalog can offer: price range in naira; extras apply to food. */
export interface ProductTemplate {
  title: string;
  description: string;
  price: [min: number, max: number];
  /** A group's rule (issue 38): absent is plain extras. */
  extras?: {
    title: string;
    options: [name: string, price: number][];
    kind?: ChoiceKind;
    limit?: number;
    defaultOption?: string;
  }[];
}

export interface CategorySeed {
  name: CategoryName;
  theme: string;
  shops: { name: string; description: string; delivery: number }[];
  products: ProductTemplate[];
}

const protein = {
  title: 'Protein',
  options: [
    ['Chicken', 900],
    ['Beef', 500],
    ['Fish', 700],
    ['Boiled Egg', 200],
  ] as [string, number][],
};
const sides = {
  title: 'Sides',
  options: [
    ['Fried Plantain', 300],
    ['Coleslaw', 250],
    ['Extra Pepper Sauce', 100],
  ] as [string, number][],
};
const drinks = {
  title: 'Drink',
  options: [
    ['Bottled Water', 200],
    ['Chapman', 600],
    ['Zobo', 300],
  ] as [string, number][],
};

export const CATALOG_SEED: CategorySeed[] = [
  {
    name: 'Food',
    theme: 'food',
    shops: [
      {
        name: "Mama Titi's Kitchen",
        description: 'Home-style Nigerian meals cooked fresh every morning, delivered hot to your hall.',
        delivery: 500,
      },
      { name: 'Jollof Republic', description: 'Smoky party jollof, fried rice and grills for hungry students.', delivery: 400 },
      { name: 'Suya Spot', description: 'Spicy suya, kilishi and grilled chicken from the campus gate grill.', delivery: 300 },
      { name: 'The Bread Basket', description: 'Fresh bread, pastries and snacks baked on campus daily.', delivery: 200 },
      { name: 'Amala Express', description: 'Amala, ewedu and gbegiri the way you like it.', delivery: 400 },
      { name: 'Shawarma Hub', description: 'Loaded shawarma and wraps made to order until late.', delivery: 350 },
      { name: 'Smoothie Corner', description: 'Fruit smoothies, parfaits and healthy bowls.', delivery: 250 },
      { name: 'Chop Life Grills', description: 'Barbecue fish, chicken and asun for evenings with friends.', delivery: 500 },
      { name: 'Campus Cafeteria', description: 'Affordable breakfast, lunch and dinner plates for every student budget.', delivery: 0 },
      { name: 'Pepper Soup Place', description: 'Goat meat and catfish pepper soup for cold nights.', delivery: 450 },
      { name: 'Pancake Palace', description: 'Pancakes, waffles and small chops for brunch lovers.', delivery: 300 },
    ],
    products: [
      {
        title: 'Jollof Rice',
        description: 'Smoky party jollof rice cooked in rich tomato and pepper sauce.',
        price: [1200, 1800],
        extras: [protein, sides, drinks],
      },
      {
        title: 'Fried Rice',
        description: 'Nigerian fried rice with mixed vegetables, liver and prawns.',
        price: [1300, 1900],
        extras: [protein, sides],
      },
      {
        title: 'Ofada Rice and Ayamase',
        description: 'Local ofada rice served with green pepper ayamase stew.',
        price: [1800, 2500],
        extras: [protein],
      },
      { title: 'Amala and Ewedu', description: 'Soft amala with ewedu, gbegiri and stew.', price: [1000, 1500], extras: [protein] },
      { title: 'Pounded Yam and Egusi', description: 'Smooth pounded yam with egusi soup.', price: [1500, 2200], extras: [protein] },
      {
        title: 'Chicken Shawarma',
        description: 'Grilled chicken wrapped with cabbage, cream and hot sauce.',
        price: [1800, 2800],
        extras: [drinks],
      },
      { title: 'Beef Suya', description: 'Thin slices of spicy grilled beef with onions and yaji.', price: [1000, 2000] },
      { title: 'Meat Pie', description: 'Buttery crust filled with minced meat, potato and carrot.', price: [400, 700] },
      { title: 'Sausage Roll', description: 'Flaky pastry rolled around a seasoned sausage.', price: [300, 500] },
      { title: 'Puff Puff Pack', description: 'Ten soft golden puff puff, sugared or plain.', price: [300, 600] },
      { title: 'Chicken and Chips', description: 'Crispy fried chicken with golden chips.', price: [2000, 3000], extras: [sides, drinks] },
      { title: 'Yam Porridge', description: 'Asaro yam porridge with palm oil and vegetables.', price: [900, 1400], extras: [protein] },
      { title: 'Beans and Plantain', description: 'Ewa agoyin with sweet fried plantain.', price: [800, 1200], extras: [protein] },
      { title: 'Catfish Pepper Soup', description: 'Fresh catfish in spicy pepper soup broth.', price: [2500, 3500] },
      {
        title: 'Spaghetti Bolognese',
        description: 'Spaghetti in a rich minced beef tomato sauce.',
        price: [1200, 1700],
        extras: [protein],
      },
      { title: 'Fruit Parfait', description: 'Yoghurt layered with granola and fresh fruit.', price: [1200, 1800] },
      { title: 'Mango Smoothie', description: 'Blended mango, banana and yoghurt.', price: [1000, 1500] },
      { title: 'Pancake Stack', description: 'Three fluffy pancakes with syrup and butter.', price: [1000, 1500], extras: [drinks] },
      { title: 'Asun', description: 'Peppered goat meat, smoky and spicy.', price: [2000, 3000] },
      { title: 'Moi Moi', description: 'Steamed bean pudding with egg and fish.', price: [400, 700] },
    ],
  },
  {
    name: 'Books',
    theme: 'books',
    shops: [
      {
        name: 'Book Shop',
        description: 'Textbooks, novels and study guides for every faculty. Request any book we do not stock.',
        delivery: 300,
      },
      { name: 'Page Turners', description: 'Second-hand textbooks in good condition at student prices.', delivery: 250 },
      { name: 'Faculty Press', description: 'Lecture notes, past questions and departmental handbooks.', delivery: 200 },
      { name: 'Novel Nook', description: 'African and international fiction for reading between classes.', delivery: 300 },
      { name: 'Study Smart', description: 'Exam guides, revision cards and stationery bundles.', delivery: 200 },
      { name: 'The Reading Room', description: 'Classics, poetry and biographies.', delivery: 350 },
      { name: 'Scholars Corner', description: 'Research methods, statistics and thesis writing guides.', delivery: 300 },
      { name: 'Campus Stationers', description: 'Notebooks, pens, files and everything for lectures.', delivery: 150 },
      { name: 'Bible and Devotionals', description: 'Bibles, devotionals and Christian literature.', delivery: 250 },
      { name: 'Law Library Store', description: 'Law reports, statutes and case books for law students.', delivery: 400 },
      { name: 'Med Books Plus', description: 'Anatomy atlases, pharmacology and nursing texts.', delivery: 400 },
    ],
    products: [
      {
        title: 'Introduction to Economics',
        description: 'A clear first-year economics textbook with worked examples.',
        price: [4500, 7500],
      },
      { title: 'Calculus Made Simple', description: 'Step-by-step calculus for science and engineering students.', price: [4000, 6500] },
      { title: 'Things Fall Apart', description: "Chinua Achebe's classic novel of Okonkwo and Umuofia.", price: [2500, 4000] },
      { title: 'Half of a Yellow Sun', description: 'Chimamanda Ngozi Adichie on love and war in the 1960s.', price: [3500, 5500] },
      { title: 'Organic Chemistry Notes', description: 'Concise notes on reactions, mechanisms and nomenclature.', price: [1500, 3000] },
      { title: 'Past Questions GST 101', description: 'Ten years of solved GST 101 past questions.', price: [800, 1500] },
      { title: 'Principles of Accounting', description: 'Double entry, ledgers and final accounts explained.', price: [4000, 6000] },
      { title: 'Human Anatomy Atlas', description: 'Full-colour atlas of human anatomy.', price: [9000, 15000] },
      { title: 'Research Methods Guide', description: 'How to plan, carry out and write up a research project.', price: [3000, 5000] },
      { title: 'A5 Notebook Pack', description: 'Five ruled A5 notebooks, 80 leaves each.', price: [1500, 2500] },
      { title: 'Scientific Notepad', description: 'Graph and ruled pages for lab work.', price: [700, 1200] },
      { title: 'Purple Hibiscus', description: "Adichie's debut novel about family and freedom in Enugu.", price: [3000, 4500] },
      {
        title: 'Constitutional Law Casebook',
        description: 'Leading Nigerian constitutional law cases with commentary.',
        price: [8000, 12000],
      },
      { title: 'Pharmacology Flash Cards', description: '200 drug cards for quick revision.', price: [3500, 5000] },
      {
        title: 'Statistics for Social Sciences',
        description: 'Descriptive and inferential statistics with examples.',
        price: [4500, 6500],
      },
      { title: 'Daily Devotional', description: 'A year of short daily readings.', price: [2000, 3500] },
      { title: 'Ballpoint Pens Box', description: 'Box of 50 blue ballpoint pens.', price: [2500, 3500] },
      {
        title: 'Introduction to Programming in Python',
        description: 'Learn programming from first principles with Python.',
        price: [5000, 8000],
      },
    ],
  },
  {
    name: 'Fashion',
    theme: 'fashion',
    shops: [
      { name: 'Ankara Avenue', description: 'Ready-to-wear ankara shirts, dresses and two-pieces.', delivery: 500 },
      { name: 'Campus Threads', description: 'Everyday tees, joggers and hoodies with campus prints.', delivery: 400 },
      { name: 'Sole Mates', description: 'Sneakers, sandals and slides for every budget.', delivery: 600 },
      { name: 'Corporate Corner', description: 'Shirts, trousers and skirts for presentations and SIWES.', delivery: 500 },
      { name: 'Thrift Queen', description: 'Hand-picked quality thrift clothing.', delivery: 300 },
      { name: 'Kaftan Kings', description: 'Senator wear and kaftans tailored for men.', delivery: 600 },
      { name: 'Glow Up Wigs', description: 'Wigs, braids and hair care.', delivery: 400 },
      { name: 'Sporty Spice', description: 'Jerseys, tracksuits and gym wear.', delivery: 400 },
      { name: 'Modest Wear Boutique', description: 'Elegant modest dresses, abayas and scarves.', delivery: 500 },
      { name: 'Tailor Made', description: 'Made-to-measure outfits from your fabric.', delivery: 700 },
      { name: 'Denim District', description: 'Jeans, denim jackets and skirts.', delivery: 450 },
    ],
    products: [
      { title: 'Ankara Shirt', description: 'Short-sleeve ankara shirt in bold prints.', price: [6000, 9500] },
      { title: 'Ankara Midi Dress', description: 'Flared midi dress in colourful ankara fabric.', price: [9000, 15000] },
      { title: 'Campus Hoodie', description: 'Warm fleece hoodie with the campus crest.', price: [8000, 12000] },
      { title: 'Plain Round Neck Tee', description: 'Soft cotton tee in many colours.', price: [2500, 4000] },
      { title: 'White Sneakers', description: 'Clean white low-top sneakers.', price: [12000, 20000] },
      { title: 'Leather Slides', description: 'Hand-made leather slides.', price: [5000, 8000] },
      { title: 'Corporate Shirt', description: 'Slim-fit long-sleeve shirt for formal days.', price: [6000, 9000] },
      { title: 'Pencil Skirt', description: 'Black pencil skirt for presentations.', price: [5000, 7500] },
      { title: 'Senator Kaftan', description: 'Two-piece senator outfit, tailored fit.', price: [15000, 25000] },
      { title: 'Joggers', description: 'Comfortable cotton joggers with zip pockets.', price: [5000, 8000] },
      { title: 'Frontal Wig', description: '18-inch frontal wig, natural look.', price: [25000, 45000] },
      { title: 'Knotless Braids Service', description: 'Medium knotless braids in your room.', price: [12000, 18000] },
      { title: 'Football Jersey', description: 'Club jersey replica, breathable fabric.', price: [7000, 10000] },
      { title: 'Abaya', description: 'Flowing abaya in soft crepe.', price: [12000, 20000] },
      { title: 'Straight Leg Jeans', description: 'Classic blue straight-leg jeans.', price: [8000, 13000] },
      { title: 'Denim Jacket', description: 'Washed denim jacket.', price: [12000, 18000] },
    ],
  },
  {
    name: 'Electronics',
    theme: 'electronics',
    shops: [
      { name: 'Gadget Garage', description: 'Phones, chargers and accessories with warranty.', delivery: 500 },
      { name: 'Laptop Clinic', description: 'Laptops, repairs and upgrades for students.', delivery: 800 },
      { name: 'Power Up Store', description: 'Power banks, rechargeable fans and lamps for NEPA days.', delivery: 400 },
      { name: 'Sound Wave', description: 'Earbuds, headphones and speakers.', delivery: 450 },
      { name: 'Campus Tech Hub', description: 'Flash drives, keyboards, mice and calculators.', delivery: 300 },
      { name: 'Phone Doctor', description: 'Screen replacement and phone repairs.', delivery: 500 },
      { name: 'Smart Living', description: 'Kettles, irons and small room appliances allowed in halls.', delivery: 600 },
      { name: 'Gamer Zone', description: 'Controllers, games and gaming accessories.', delivery: 600 },
      { name: 'Print and Copy Centre', description: 'Printing, binding and scanning services.', delivery: 200 },
      { name: 'Solar Campus', description: 'Solar lamps and small solar kits.', delivery: 700 },
      { name: 'Cable Corner', description: 'Cables, adapters and extension boxes.', delivery: 250 },
    ],
    products: [
      { title: 'Fast Charger 20W', description: 'USB-C fast charger with cable.', price: [4500, 8000] },
      { title: 'Power Bank 20000mAh', description: 'High-capacity power bank with two USB ports.', price: [12000, 20000] },
      { title: 'Wireless Earbuds', description: 'Bluetooth earbuds with charging case.', price: [9000, 25000] },
      { title: 'Over-Ear Headphones', description: 'Comfortable headphones with deep bass.', price: [15000, 30000] },
      { title: 'Bluetooth Speaker', description: 'Portable speaker, 10 hours of play.', price: [10000, 22000] },
      { title: 'Scientific Calculator', description: 'Casio fx-991 scientific calculator for exams.', price: [12000, 18000] },
      { title: '64GB Flash Drive', description: 'USB 3.0 flash drive for assignments and slides.', price: [5000, 8000] },
      { title: 'Wireless Mouse', description: 'Silent click wireless mouse.', price: [4000, 7000] },
      { title: 'Rechargeable Fan', description: 'Rechargeable table fan with LED light.', price: [18000, 28000] },
      { title: 'Reading Lamp', description: 'Rechargeable LED reading lamp.', price: [6000, 10000] },
      { title: 'Electric Kettle', description: '1.7 litre cordless kettle.', price: [12000, 18000] },
      { title: 'Pressing Iron', description: 'Dry iron for crisp uniforms and shirts.', price: [9000, 14000] },
      { title: 'Screen Replacement', description: 'Phone screen replacement with 30-day warranty.', price: [15000, 45000] },
      { title: 'Laptop RAM Upgrade 8GB', description: 'Add 8GB RAM, fitted in 30 minutes.', price: [25000, 35000] },
      { title: 'Game Controller', description: 'Wireless controller for PC and console.', price: [15000, 28000] },
      { title: 'Extension Box', description: 'Four-socket surge-protected extension.', price: [5000, 9000] },
      { title: 'USB-C Cable', description: 'Braided 1 metre USB-C cable.', price: [2000, 3500] },
      { title: 'Printing per Page', description: 'Black and white A4 printing.', price: [50, 100] },
      { title: 'Spiral Binding', description: 'Spiral binding for projects and reports.', price: [800, 1500] },
    ],
  },
  {
    name: 'Accessories',
    theme: 'accessories',
    shops: [
      { name: 'Bead Bar', description: 'Hand-made beaded bracelets, necklaces and anklets.', delivery: 300 },
      { name: 'Timeless Watches', description: 'Wrist watches for every style.', delivery: 500 },
      { name: 'Bag It Up', description: 'Backpacks, laptop bags and totes.', delivery: 500 },
      { name: 'Shades and More', description: 'Sunglasses and blue-light glasses.', delivery: 350 },
      { name: 'Phone Case Plug', description: 'Phone cases, screen guards and pop sockets.', delivery: 250 },
      { name: 'Scent Studio', description: 'Perfumes, body mists and oil perfumes.', delivery: 400 },
      { name: 'Cap and Beanie', description: 'Caps, bucket hats and beanies.', delivery: 300 },
      { name: 'Jewel Box', description: 'Earrings, rings and chains.', delivery: 350 },
      { name: 'Hall Essentials', description: 'Bedsheets, buckets, hangers and room décor.', delivery: 600 },
      { name: 'Gift Corner', description: 'Birthday gifts, cards and wrapped hampers.', delivery: 500 },
      { name: 'Skin Glow', description: 'Skincare, lip gloss and beauty accessories.', delivery: 400 },
    ],
    products: [
      { title: 'Beaded Bracelet', description: 'Hand-made bracelet with glass beads.', price: [1000, 2500] },
      { title: 'Waist Beads', description: 'Colourful waist beads, adjustable.', price: [1500, 3000] },
      { title: 'Analogue Wrist Watch', description: 'Leather strap analogue watch.', price: [8000, 18000] },
      { title: 'Smart Band', description: 'Fitness band with step and sleep tracking.', price: [12000, 20000] },
      { title: 'Laptop Backpack', description: 'Water-resistant backpack with laptop sleeve.', price: [12000, 22000] },
      { title: 'Tote Bag', description: 'Canvas tote bag for lectures.', price: [3000, 6000] },
      { title: 'Blue Light Glasses', description: 'Glasses that ease screen strain.', price: [5000, 9000] },
      { title: 'Sunglasses', description: 'UV-protection sunglasses.', price: [4000, 8000] },
      { title: 'Phone Case', description: 'Shock-proof case for popular phones.', price: [2500, 5000] },
      { title: 'Screen Guard', description: 'Tempered glass screen protector, fitted free.', price: [1500, 3000] },
      { title: 'Oil Perfume', description: 'Long-lasting oil perfume, 10ml.', price: [2500, 6000] },
      { title: 'Body Mist', description: 'Light fragrance body mist.', price: [3000, 6000] },
      { title: 'Baseball Cap', description: 'Adjustable cotton cap.', price: [3000, 5000] },
      { title: 'Gold Plated Earrings', description: 'Hypoallergenic gold-plated hoops.', price: [3000, 7000] },
      { title: 'Bedsheet Set', description: 'Double bedsheet with two pillowcases.', price: [8000, 14000] },
      { title: 'Clothes Hangers', description: 'Pack of 12 sturdy hangers.', price: [2000, 3500] },
      { title: 'Birthday Hamper', description: 'Wrapped hamper with snacks, card and a gift.', price: [10000, 25000] },
      { title: 'Lip Gloss Set', description: 'Three shades of shiny lip gloss.', price: [2500, 4500] },
    ],
  },
];

/** The demo shopper the README names. */
export const DEMO_SHOPPER = {
  fullName: 'Ada Okafor',
  phone: '08012345678',
  email: 'ada.okafor@example.com',
  hall: 'Queen Esther',
  password: 'Campus@2024',
} as const;

/**
 * Every demo shop's owner (issue 20): the n-th shop in storefront order (category, then shop) is run
 * by phone 0803 000 nnnn, all with this password, so a newcomer can open the shop console at once.
 */
export const DEMO_OWNER = {
  phonePrefix: '0803000',
  password: 'Owner@2024',
} as const;

export function demoOwnerPhone(shopNumber: number): string {
  return `${DEMO_OWNER.phonePrefix}${String(shopNumber).padStart(4, '0')}`;
}
